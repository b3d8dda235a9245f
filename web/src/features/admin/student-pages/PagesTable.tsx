import type { OfficePageRow } from '@hope/domain/pages';
import { formatCurrency } from '@hope/domain/money';
import { useSettings } from '#settings';
import { useRef } from 'react';
import { useWindowRows } from '../../../lib/useWindowRows';
import { ActionButton, type OnPageAct, ChildCell, createdText, GoalCell, StatusCell } from './page-cells';

const ROW_HEIGHT = 64;

interface Props {
  rows: readonly OfficePageRow[];
  /** Opens the hide / show dialog; null for a member who may not (no action column). */
  onAct: OnPageAct | null;
}

/** Desktops: one row per page, rendered only in view however many pages there are. */
export function PagesTable({ rows, onAct }: Props) {
  const { time_zone: timeZone } = useSettings();
  const body = useRef<HTMLTableSectionElement>(null);
  const { items, top, bottom } = useWindowRows(rows.length, ROW_HEIGHT, body);
  const span = onAct ? 8 : 7;
  return (
    <table className="record-table pages-table" aria-rowcount={rows.length + 1}>
      <caption className="visually-hidden">Student pages</caption>
      <colgroup>
        <col className="pages-col-child" />
        <col className="pages-col-class" />
        <col className="pages-col-status" />
        <col className="pages-col-number" />
        <col className="pages-col-number" />
        <col className="pages-col-gifts" />
        <col className="pages-col-date" />
        {onAct && <col className="pages-col-action" />}
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col">Student</th>
          <th scope="col">Class</th>
          <th scope="col">Status</th>
          <th scope="col" className="numeric">
            Goal
          </th>
          <th scope="col" className="numeric">
            Raised
          </th>
          <th scope="col" className="numeric">
            Gifts
          </th>
          <th scope="col">Created</th>
          {onAct && (
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody ref={body}>
        {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <tr key={row.code} aria-rowindex={item.index + 2}>
              <td>
                <ChildCell row={row} />
              </td>
              <td>
                <span className="page-class" title={row.gradeTeacher}>
                  {row.gradeTeacher}
                </span>
              </td>
              <td>
                <StatusCell row={row} />
              </td>
              <td className="numeric">
                <GoalCell row={row} />
              </td>
              <td className="numeric">{formatCurrency(row.raised)}</td>
              <td className="numeric">{row.gifts}</td>
              <td>{createdText(row, timeZone)}</td>
              {onAct && (
                <td>
                  <ActionButton row={row} onAct={onAct} />
                </td>
              )}
            </tr>
          );
        })}
        {bottom > 0 && (
          <tr aria-hidden="true" style={{ height: bottom }}>
            <td colSpan={span} />
          </tr>
        )}
      </tbody>
    </table>
  );
}
