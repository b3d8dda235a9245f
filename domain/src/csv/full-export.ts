import { csvLines, type CsvCell } from './csv-text';
import type { ExportField } from './export-fields';

/** The catalogue's fields whose keys were chosen, in catalogue order (the export screen's checkboxes). */
export function chooseFields<R>(
  catalogue: readonly ExportField<R>[],
  keys: Iterable<string>,
): ExportField<R>[] {
  const chosen = new Set(keys);
  return catalogue.filter((field) => chosen.has(field.key));
}

/** The counter of the export screen: 'n of m fields selected'. */
export function selectedFieldsText(selected: number, total: number): string {
  return `${selected} of ${total} fields selected`;
}

/** CSV of the chosen fields for every record. */
export function exportCsv<R>(records: readonly R[], fields: readonly ExportField<R>[]): string {
  const cells = new Array<CsvCell>(fields.length);
  return csvLines(
    fields.map((field) => field.label),
    records.length,
    (index) => {
      const record = records[index]!;
      for (let column = 0; column < fields.length; column++) cells[column] = fields[column]!.value(record);
      return cells;
    },
  );
}
