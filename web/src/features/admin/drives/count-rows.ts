import type { CountablePage } from '@hope/domain/drives';
import { studentDisplayName, type StudentPage } from '@hope/domain/pages';

/** The students a drive counts, by class then name: every page of its campaign that was not deleted. */
export function countablePages(pages: readonly StudentPage[]): CountablePage[] {
  return pages
    .filter((page) => page.status !== 'deleted')
    .map((page) => ({ code: page.code, name: studentDisplayName(page), className: page.grade_teacher }))
    .sort((a, b) => a.className.localeCompare(b.className) || a.name.localeCompare(b.name));
}

/** The pages grouped by class, in order. */
export function byClass(pages: readonly CountablePage[]): [string, CountablePage[]][] {
  const groups = new Map<string, CountablePage[]>();
  for (const page of pages) groups.set(page.className, [...(groups.get(page.className) ?? []), page]);
  return [...groups];
}
