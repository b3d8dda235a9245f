import { formatCurrency } from '@hope/domain/money';
import type { OfficePageRow } from '@hope/domain/pages';
import { useSettings } from '#settings';
import { useRef } from 'react';
import { useWindowRows } from '../../../lib/useWindowRows';
import { ActionButton, type OnPageAct, ChildCell, createdText, goalText, StatusCell } from './page-cells';

const CARD_HEIGHT = 150;

interface Props {
  rows: readonly OfficePageRow[];
  onAct: OnPageAct | null;
}

/** Phones: one card per page, only the cards in view rendered. */
export function PageCards({ rows, onAct }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const { time_zone: timeZone } = useSettings();
  const { items, top, bottom, measure } = useWindowRows(rows.length, CARD_HEIGHT, list);
  return (
    <ul
      ref={list}
      className="record-cards"
      aria-label="Student pages"
      style={{ paddingTop: top, paddingBottom: bottom }}
    >
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <li key={row.code} data-index={item.index} ref={measure}>
            <div className="record-card page-card">
              <span className="record-card-top">
                <span className="record-card-title">
                  <ChildCell row={row} />
                </span>
                <span className="record-card-amount">{formatCurrency(row.raised)}</span>
              </span>
              <span className="record-card-lines">
                <span>{row.gradeTeacher}</span>
                <span>
                  {row.gifts === 1 ? '1 gift' : `${row.gifts} gifts`} · goal {goalText(row)}
                </span>
                <span>Created {createdText(row, timeZone)}</span>
              </span>
              <span className="page-card-bottom">
                <StatusCell row={row} />
                {onAct && <ActionButton row={row} onAct={onAct} />}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
