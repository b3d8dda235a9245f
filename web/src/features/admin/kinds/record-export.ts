import type { ExportField } from '@hope/domain/csv';
import type { LiveState } from '../data/live-collection';

/** What the generic export screen needs to know about a kind. */
export interface ExportKind<R extends { payment_completed_at: string | null }> {
  title: string;
  listPath: string;
  /** 'donations' or 'partners': the file name's stem and the records' plural noun. */
  entity: 'donations' | 'partners';
  /** Every column the export offers, in file order; student columns are grouped apart. */
  fields: readonly ExportField<R>[];
  useRecords: () => LiveState<R>;
}
