import type { ColumnSpec, KindSort } from '../../kinds';
import { SelectFilter } from './filter-inputs';

interface Props<S extends KindSort> {
  columns: readonly ColumnSpec<never, S['field']>[];
  sort: S;
  onChange: (sort: S) => void;
}

/** Phones have cards, not column headers: the same sorts as a select. */
export function SortSelect<S extends KindSort>({ columns, sort, onChange }: Props<S>) {
  const options = columns.flatMap((column) =>
    column.sortField === undefined
      ? []
      : [
          { value: `${column.sortField}:asc`, label: `${column.label} (ascending)` },
          { value: `${column.sortField}:desc`, label: `${column.label} (descending)` },
        ],
  );
  return (
    <div className="sort-select">
      <SelectFilter
        label="Sort by"
        options={options}
        value={`${sort.field}:${sort.direction}`}
        onChange={(value) => {
          const [field, direction] = value.split(':') as [S['field'], S['direction']];
          onChange({ ...sort, field, direction });
        }}
      />
    </div>
  );
}
