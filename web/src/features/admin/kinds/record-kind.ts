import type { SharedFilters, SortDirection } from '@hope/domain/lists';
import type { UpdateTarget } from '@hope/domain/messages';
import type { Child, GradeTeacher, RecordCollection } from '@hope/domain/records';
import type { SchoolSettings } from '@hope/domain/settings';
import type { LiveState } from '../data/live-collection';
import type { RecordKindId } from './record-kind-id';
import type { FormDescription, SelectOptions } from './record-form';

/*
 * A record kind is data: the generic list and details screens read one of these and render it. Donations and
 * partners differ only in what is written here (texts, columns, filters, fields), never in behaviour.
 */

export interface KindRecord {
  id: string;
  children_data: Child[] | null;
  grade_teacher_data: GradeTeacher[] | null;
}
export type KindFilters = SharedFilters & { quick: string[] };
export interface KindSort {
  field: string;
  direction: SortDirection;
}

export interface ColumnSpec<R, Field extends string> {
  label: string;
  sortField: Field;
  /** The cell's text; dates are in the school's time zone. */
  cell: (record: R, timeZone: string) => string;
  /** Right-aligned figures (amounts). */
  numeric?: boolean;
  /** A secondary, muted text (e.g. a missing payment date shows the status instead). */
  muted?: (record: R) => boolean;
}

/** What a phone card shows: a title and amount on top, then one line of details. */
export interface CardSpec<R> {
  title: (record: R) => string;
  amount: (record: R) => string;
  lines: (record: R, timeZone: string) => string[];
}

/** A kind's own filters in the panel; the shared ones (status, dates, amounts, teachers) are the same for both. */
export type FilterControl<F> =
  | { control: 'select'; key: keyof F & string; label: string; options: SelectOptions }
  | { control: 'checks'; key: keyof F & string; label: string; options: SelectOptions };

export interface DetailField<R> {
  label: string;
  value: (record: R, timeZone: string) => string;
}
export interface DetailSection<R> {
  title: string;
  fields: readonly DetailField<R>[];
}

export type EditOutcome = { ok: true; update: object } | { ok: false; message: string };

export interface DetailsSpec<R, Form> {
  /** 'Donation Details' / 'Partner Details'. */
  title: string;
  heading: (record: R) => string;
  sections: readonly DetailSection<R>[];
  /** The edit mode's fields: the add form's description (kinds/*-form.ts) with the edit bounds. */
  edit: FormDescription<keyof Form & string>;
  toForm: (record: R, settings: SchoolSettings) => Form;
  toUpdate: (saved: R, form: Form, now: Date, settings: SchoolSettings) => EditOutcome;
  /** The student dialog's Done: the update of the two student lists. */
  /** The gift amount the student dialog is told about. */
  amount: (record: R) => number;
  updatedText: string;
  updateTarget: UpdateTarget;
  /** Partners: the sponsor ledger's benefits checklist in read mode. */
  benefitsLedger?: boolean;
}

export interface RecordKind<R extends KindRecord, F extends KindFilters, S extends KindSort, Form> {
  id: RecordKindId;
  title: string;
  /** Plural noun of the count text: 'X of Y donations'. */
  noun: string;
  emptyText: string;
  searchLabel: string;
  collection: RecordCollection;
  useRecords: () => LiveState<R>;
  /** The domain's list function: filters, quick filters, search and sort in one call. */
  list: (
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
  card: CardSpec<R>;
  /** Some are named after the school's settings (the partners' top levels). */
  quickFilters: (settings: SchoolSettings) => readonly { id: F['quick'][number]; label: string }[];
  filterControls: readonly FilterControl<F>[];
  add: { label: string; to: string };
  exportTo: string;
  /** The list's one-click export of what is shown (domain quick export and file name). */
  quickExport: {
    csv: (timeZone: string, records: readonly R[]) => string;
    fileName: (timeZone: string, now: Date) => string;
  };
  details: DetailsSpec<R, Form>;
}
