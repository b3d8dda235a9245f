import { useSettings } from '#settings';
import { useRef } from 'react';
import type { CardSpec } from '../../kinds';
import { useWindowRows } from '../../../../lib/useWindowRows';

const CARD_HEIGHT = 112;

interface Props<R extends { id: string }> {
  label: string;
  card: CardSpec<R>;
  rows: readonly R[];
  onOpen: (id: string) => void;
}

/** Phones: one card per record, each a full-width button; only the cards in view are rendered. */
export function RecordCards<R extends { id: string }>({ label, card, rows, onOpen }: Props<R>) {
  const list = useRef<HTMLUListElement>(null);
  const { time_zone: timeZone } = useSettings();
  const { items, top, bottom, measure } = useWindowRows(rows.length, CARD_HEIGHT, list);
  return (
    <ul
      ref={list}
      className="record-cards"
      aria-label={label}
      style={{ paddingTop: top, paddingBottom: bottom }}
    >
      {items.map((item) => {
        const record = rows[item.index]!;
        return (
          <li key={record.id} data-index={item.index} ref={measure}>
            <button type="button" className="record-card" onClick={() => onOpen(record.id)}>
              <span className="record-card-top">
                <span className="record-card-title">{card.title(record)}</span>
                <span className="record-card-amount">{card.amount(record)}</span>
              </span>
              <span className="record-card-lines stacked">
                {card
                  .lines(record, timeZone)
                  .filter(Boolean)
                  .map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
