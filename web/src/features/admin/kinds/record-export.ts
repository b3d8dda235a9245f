import type { ExportField } from '@hope/domain/csv';

/** How a record kind describes its export screen: its title and every column it offers. */
export interface ExportSpec<R> {
  title: string;
  /** Every column the export offers, in file order; student columns are grouped apart. */
  fields: readonly ExportField<R>[];
}
