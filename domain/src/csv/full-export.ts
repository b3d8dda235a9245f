import { csvCell, csvLines, csvRow } from './csv-text';
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

/** CSV of the chosen fields for every record, dates in the school's time zone. */
export function exportCsv<R>(
  timeZone: string,
  records: readonly R[],
  fields: readonly ExportField<R>[],
): string {
  const texts = new Array<string>(fields.length);
  return csvLines(csvRow(fields.map((field) => field.label)), records.length, (index) => {
    const record = records[index]!;
    for (let column = 0; column < fields.length; column++) {
      const field = fields[column]!;
      const value = field.value(record, timeZone);
      texts[column] = field.csvReady ? (value as string) : csvCell(value);
    }
    return texts.join(',');
  });
}
