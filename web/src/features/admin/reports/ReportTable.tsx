import type { ReportRow } from '@hope/domain/reports';
import { Fragment } from 'react';
import { formatCents } from '@hope/domain/money';

/** A report's rows as one table: a heading row per section, then its lines with their amounts. */
export function ReportTable({ rows, caption }: { rows: readonly ReportRow[]; caption: string }) {
  const sections = [...new Set(rows.map((row) => row.section))];
  return (
    <div className="report-table-wrap">
      <table className="report-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className="amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => (
            <Fragment key={section}>
              <tr className="report-section">
                <th scope="colgroup" colSpan={2}>
                  {section}
                </th>
              </tr>
              {rows
                .filter((row) => row.section === section)
                .map((row) => (
                  <tr key={row.label} className={row.total ? 'report-total' : undefined}>
                    <th scope="row">{row.label}</th>
                    <td className={row.cents < 0 ? 'amount report-negative' : 'amount'}>
                      {formatCents(row.cents)}
                    </td>
                  </tr>
                ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
