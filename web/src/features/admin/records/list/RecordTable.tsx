import { useSettings } from '#settings';
import { useRef, type CSSProperties } from 'react';
import type { ColumnSpec, KindSort } from '../../kinds';
import { useWindowRows } from '../../../../lib/useWindowRows';

const ROW_HEIGHT = 53;

interface Props<R extends { id: string }, S extends KindSort> {
  caption: string;
  columns: readonly ColumnSpec<R, S['field']>[];
  rowHeight?: number | undefined;
  rows: readonly R[];
  sort: S;
  onSort: (field: S['field']) => void;
  onOpen: (id: string) => void;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** The desktop table: sortable headers (aria-sort), rows rendered only in view, a row click opens the record. */
export function RecordTable<R extends { id: string }, S extends KindSort>(props: Props<R, S>) {
  const { columns, rows, sort, onSort, onOpen, rowHeight = ROW_HEIGHT } = props;
  const { time_zone: timeZone } = useSettings();
  const body = useRef<HTMLTableSectionElement>(null);
  const { items, top, bottom } = useWindowRows(rows.length, rowHeight, body);
  return (
    <table
      className="record-table"
      aria-rowcount={rows.length + 1}
      style={{ '--row-height': `${rowHeight}px` } as CSSProperties}
    >
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr aria-rowindex={1}>
          {columns.map((column) => {
            const { sortField } = column;
            const style = column.width ? { width: column.width } : undefined;
            if (sortField === undefined)
              return (
                <th
                  key={column.label}
                  scope="col"
                  className={column.numeric ? 'numeric' : undefined}
                  style={style}
                >
                  <span className="column-label">{column.label}</span>
                </th>
              );
            const active = sort.field === sortField;
            return (
              <th
                key={column.label}
                scope="col"
                aria-sort={active ? ariaSort[sort.direction] : 'none'}
                className={column.numeric ? 'numeric' : undefined}
                style={style}
              >
                <button type="button" className="sort-button" onClick={() => onSort(sortField)}>
                  {column.label}
                  <span aria-hidden="true" className={active ? 'sort-arrow active' : 'sort-arrow'}>
                    {active && sort.direction === 'asc' ? '▲' : '▼'}
                  </span>
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody ref={body}>
        {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
        {items.map((item) => {
          const record = rows[item.index]!;
          return (
            <tr key={record.id} aria-rowindex={item.index + 2} onClick={() => onOpen(record.id)}>
              {columns.map((column, index) => {
                const text = column.cell(record, timeZone);
                const detail = column.detail?.(record);
                const className =
                  [
                    column.numeric && 'numeric',
                    column.wrap && 'wrap-cell',
                    (column.muted?.(record) || !text) && 'muted-cell',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined;
                return (
                  <td key={column.label} className={className}>
                    {index === 0 ? (
                      // The first cell is the keyboard's way in; the whole row answers to a click.
                      <button
                        type="button"
                        className={column.wrap ? 'row-open cell-clamp' : 'row-open'}
                        // Longer still than three lines: the whole name on hover, as well as in the record.
                        title={column.wrap ? text : undefined}
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpen(record.id);
                        }}
                      >
                        {text}
                      </button>
                    ) : column.wrap && text ? (
                      <span className="cell-clamp" title={text}>
                        {text}
                      </span>
                    ) : (
                      text || '—'
                    )}
                    {detail && <span className="cell-detail">{detail}</span>}
                  </td>
                );
              })}
            </tr>
          );
        })}
        {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
      </tbody>
    </table>
  );
}
