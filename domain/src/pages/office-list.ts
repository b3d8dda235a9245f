import { centsToDollars, toCents } from '../money';
import { studentDisplayName, type StudentPage, type PageStatus } from './student-page';

/** The fields of a stored page the back office's list reads. */
export type OfficePage = Pick<
  StudentPage,
  | 'code'
  | 'first_name'
  | 'last_initial'
  | 'grade_teacher'
  | 'goal'
  | 'status'
  | 'created_at'
  | 'parent_name'
  | 'message'
> &
  Partial<Pick<StudentPage, 'hidden_reason'>>;

/** One line of the back office's list of pages: the child as "Maya R.", the page's goal and its gifts so far. */
export interface OfficePageRow {
  code: string;
  child: string;
  parentName: string;
  /** The family's message on the page: the office reads it before hiding a page. */
  message: string;
  gradeTeacher: string;
  status: PageStatus;
  hiddenReason: string | null;
  /** Dollars: the page's own goal, else the settings' default goal. */
  goal: number;
  /** True when the page set no goal of its own and shows the default. */
  defaultGoal: boolean;
  raised: number;
  gifts: number;
  createdAt: string;
}

export interface OfficePageFilters {
  search: string;
  /** A grade-and-teacher choice, or '' for every class. */
  gradeTeacher: string;
  status: PageStatus | '';
}

export const emptyOfficePageFilters: OfficePageFilters = { search: '', gradeTeacher: '', status: '' };

/**
 * The list's rows, newest page first: each page with its gifts and raised amount (`giftsOf` answers 0 and $0
 * for a page without gifts) and its goal (the default goal when it set none).
 */
export function officePageRows(
  pages: readonly OfficePage[],
  giftsOf: (code: string) => { gifts: number; raised: number },
  defaultGoal: number,
): OfficePageRow[] {
  return pages
    .map((page) => {
      const { gifts, raised } = giftsOf(page.code);
      return {
        code: page.code,
        child: studentDisplayName(page),
        parentName: page.parent_name,
        message: page.message,
        gradeTeacher: page.grade_teacher,
        status: page.status,
        hiddenReason: page.hidden_reason ?? null,
        goal: page.goal ?? defaultGoal,
        defaultGoal: page.goal === null,
        raised,
        gifts,
        createdAt: page.created_at,
      };
    })
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** Lower case, accents and extra spaces gone: "  José " finds "Jose R.". */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The rows the filters keep: the search finds the child's name ("maya", "maya r") or the parent's; the class and
 * the status must match exactly when chosen.
 */
export function filterOfficePages(
  rows: readonly OfficePageRow[],
  filters: OfficePageFilters,
): OfficePageRow[] {
  const search = searchable(filters.search);
  return rows.filter(
    (row) =>
      (!filters.gradeTeacher || row.gradeTeacher === filters.gradeTeacher) &&
      (!filters.status || row.status === filters.status) &&
      (!search || searchable(row.child).includes(search) || searchable(row.parentName).includes(search)),
  );
}

export interface OfficePageTotals {
  pages: number;
  goal: number;
  raised: number;
  gifts: number;
}

/** The totals line under the rows shown, summed in cents. */
export function officePageTotals(rows: readonly OfficePageRow[]): OfficePageTotals {
  let goalCents = 0;
  let raisedCents = 0;
  let gifts = 0;
  for (const row of rows) {
    goalCents += toCents(row.goal);
    raisedCents += toCents(row.raised);
    gifts += row.gifts;
  }
  return { pages: rows.length, goal: centsToDollars(goalCents), raised: centsToDollars(raisedCents), gifts };
}

/** The classes the list's filter offers: the settings' choices, then any a page names that left the settings. */
export function officePageClasses(choices: readonly string[], rows: readonly OfficePageRow[]): string[] {
  const extra = new Set(rows.map((row) => row.gradeTeacher).filter((label) => !choices.includes(label)));
  return [...choices, ...[...extra].sort((a, b) => a.localeCompare(b, 'en'))];
}

/** The words of each status in the list, its filter and its export. */
export const studentPageStatusLabels: Record<PageStatus, string> = {
  awaiting: 'Awaiting approval',
  active: 'Active',
  paused: 'Paused',
  hidden: 'Hidden',
  deleted: 'Deleted',
};
