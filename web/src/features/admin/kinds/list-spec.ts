import type { SharedFilters, SortDirection } from '@hope/domain/lists';
import type { SchoolSettings } from '@hope/domain/settings';
import type { SelectOptions } from './record-form';

/* How a record kind describes its list: columns, phone cards, filters, quick filters, its one-click export. */

export type KindFilters = SharedFilters & { quick: string[] };
export interface KindSort {
  field: string;
  direction: SortDirection;
}

export interface ColumnSpec<R, Field extends string> {
  label: string;
  /** The sort a header click (or the phones' Sort by) chooses; a column without one is not sortable. */
  sortField?: Field;
  /** The cell's text; dates are in the school's time zone. */
  cell: (record: R, timeZone: string) => string;
  /** A second, smaller line under the cell's text (a plan's '1 of 10 payments'), when there is one. */
  detail?: (record: R) => string | null;
  /** Right-aligned figures (amounts). */
  numeric?: boolean;
  /** The desktop table's width for a short column (rem), so that the names get the rest. */
  width?: string;
  /** A secondary, muted text (e.g. the date a record was entered, while no payment counts on it). */
  muted?: (record: R) => boolean;
  /** A name that may be long (a company's): it wraps onto up to four lines instead of being cut off. */
  wrap?: boolean;
}

/** What a phone card shows: a title and amount on top, then its details, one short line each. */
export interface CardSpec<R> {
  title: (record: R) => string;
  amount: (record: R) => string;
  lines: (record: R, timeZone: string) => string[];
}

/** A kind's own filters in the panel; the shared ones (status, dates, amounts, teachers) are the same for all. */
export type FilterControl<F> =
  | { control: 'select'; key: keyof F & string; label: string; options: SelectOptions }
  | { control: 'checks'; key: keyof F & string; label: string; options: SelectOptions };

export interface ListSpec<R, F extends KindFilters, S extends KindSort> {
  searchLabel: string;
  emptyText: string;
  /** The domain's list function: filters, quick filters, search and sort in one call. */
  apply: (
    timeZone: string,
    records: readonly R[],
    filters: F,
    search: string,
    sort: S,
    now: Date,
    settings: SchoolSettings,
  ) => R[];
  emptyFilters: () => F;
  defaultSort: S;
  columns: readonly ColumnSpec<R, S['field']>[];
  /** The desktop table's row height in px, taller than the default 53 for a list whose names wrap. */
  rowHeight?: number;
  card: CardSpec<R>;
  /** Some are named after the school's settings (the partners' top levels). */
  quickFilters: (settings: SchoolSettings) => readonly { id: F['quick'][number]; label: string }[];
  filterControls: readonly FilterControl<F>[];
  /** The text of the button that opens the add form. */
  addLabel: string;
  /** The list's one-click export of what is shown (the domain's quick export). */
  quickExport: (timeZone: string, records: readonly R[]) => string;
}
