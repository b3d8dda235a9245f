import type { CountablePage, UnpagedStudent } from '@hope/domain/drives';
import { studentDisplayName, type StudentPage } from '@hope/domain/pages';

/**
 * The students a drive counts, by class then name: every page of its campaign that was not deleted, and the
 * students without a page the office added.
 */
export function countablePages(
  pages: readonly StudentPage[],
  students: Readonly<Record<string, UnpagedStudent>> = {},
): CountablePage[] {
  const paged = pages
    .filter((page) => page.status !== 'deleted')
    .map((page): CountablePage => ({
      code: page.code,
      name: studentDisplayName(page),
      className: page.grade_teacher,
    }));
  const unpaged = Object.entries(students).map(([key, student]): CountablePage => ({
    code: key,
    name: student.name,
    className: student.class_name,
    withoutPage: true,
  }));
  return [...paged, ...unpaged].sort(
    (a, b) => a.className.localeCompare(b.className) || a.name.localeCompare(b.name),
  );
}

/** The students grouped by class, in order. */
export function byClass(pages: readonly CountablePage[]): [string, CountablePage[]][] {
  const groups = new Map<string, CountablePage[]>();
  for (const page of pages) groups.set(page.className, [...(groups.get(page.className) ?? []), page]);
  return [...groups];
}
