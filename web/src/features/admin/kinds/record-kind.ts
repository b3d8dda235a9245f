import type { RecordCollection, RecordVoid, Child, GradeTeacher } from '@hope/domain/records';
import type { Ability } from '@hope/domain/team';
import type { LiveState } from '../data/live-collection';
import type { DetailsSpec } from './details-spec';
import type { KindFilters, KindSort, ListSpec } from './list-spec';
import type { AddSpec } from './record-form';
import type { ExportSpec } from './record-export';

/*
 * A record kind is data: one description says everything the back office knows of it (its address and who may
 * open its screens, its collection, its texts, its list, details, add form and export), and the generic
 * screens under records/ read it. Donations and partners differ only in what is written in their
 * descriptions, never in behaviour. A description is registered once, in registry.ts.
 */

export interface KindRecord {
  id: string;
  children_data: Child[] | null;
  grade_teacher_data: GradeTeacher[] | null;
  payment_completed_at: string | null;
  voided?: RecordVoid | null;
}

/** The ability (domain/team's roleMay) a member's role needs to open each of a kind's screens. */
export interface KindAccess {
  list: Ability;
  add: Ability;
  export: Ability;
}

export interface RecordKind<R extends KindRecord, F extends KindFilters, S extends KindSort, Form> {
  /** The list's address; the add form and the export are under it (addPathOf, exportPathOf). */
  path: `/admin/${string}`;
  access: KindAccess;
  collection: RecordCollection;
  useRecords: () => LiveState<R>;
  /** The list's heading and the table's caption. */
  title: string;
  /** The sidebar link's text. */
  navLabel: string;
  /** The plural of counts and file names: 'X of Y donations', 'donations-2026-11-01.csv'. */
  noun: 'donations' | 'partners';
  /** The singular of error messages: 'There was an error adding the donation record.' */
  one: 'donation' | 'partner';
  list: ListSpec<R, F, S>;
  details: DetailsSpec<R, Form>;
  add: AddSpec<Form>;
  export: ExportSpec<R>;
}

/** A kind as the registry and the generic screens hold it: its own record, filter, sort and form types erased. */
export type AnyRecordKind = RecordKind<KindRecord, KindFilters, KindSort, Record<string, unknown>>;

/** A description, checked against its own types, then held as any kind. */
export function defineKind<R extends KindRecord, F extends KindFilters, S extends KindSort, Form>(
  kind: RecordKind<R, F, S, Form>,
): AnyRecordKind {
  // Sound because the generic screens hand a kind's records, filters, sorts and forms only back to the same
  // kind's own functions.
  return kind as unknown as AnyRecordKind;
}

/** The addresses of a kind's add form and export, under its list. */
export const addPathOf = (kind: { path: string }) => `${kind.path}/add`;
export const exportPathOf = (kind: { path: string }) => `${kind.path}/export`;
