import { nextSort } from '@hope/domain/lists';
import { useSettings } from '#settings';
import { useDeferredValue, useId, useLayoutEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useMay, ViewOnlyNote } from '../../auth/role';
import type { LiveState } from '../../data/live-collection';
import {
  addPathOf,
  exportPathOf,
  type KindFilters,
  type KindRecord,
  type KindSort,
  type RecordKind,
} from '../../kinds';
import { csvFileName } from '@hope/domain/csv';
import { downloadCsv } from '../../../../lib/download';
import { FiltersPanel } from './FiltersPanel';
import { takeScroll, useListState } from './list-state';
import { QuickFilters } from './QuickFilters';
import { RecordCards } from './RecordCards';
import { RecordTable } from './RecordTable';
import { SortSelect } from './SortSelect';
import { useMediaQuery } from '../../../../lib/useMediaQuery';
import '../../shared/list.css';

interface Props<R extends KindRecord, F extends KindFilters, S extends KindSort, Form> {
  kind: RecordKind<R, F, S, Form>;
  live: LiveState<R>;
  onOpen: (id: string) => void;
}

/** How many panel filters differ from the empty ones (the quick filters show their own state). */
function activeCount<F extends KindFilters>(filters: F, empty: F): number {
  return Object.keys(empty).filter(
    (key) =>
      key !== 'quick' && JSON.stringify(filters[key as keyof F]) !== JSON.stringify(empty[key as keyof F]),
  ).length;
}

/** The one list screen, for any record kind: search, filters, count, table or cards, exports, add. */
export function RecordList<R extends KindRecord, F extends KindFilters, S extends KindSort, Form>({
  kind,
  live,
  onOpen,
}: Props<R, F, S, Form>) {
  const { list } = kind;
  const [state, update] = useListState<F, S>(kind.path, () => ({
    search: '',
    filters: list.emptyFilters(),
    sort: list.defaultSort,
    filtersOpen: false,
    scrollY: null,
  }));
  const { filters, sort } = state;
  // Typing stays responsive: the input shows each key at once, the rows follow as soon as React can.
  const search = useDeferredValue(state.search);
  const settings = useSettings();
  const timeZone = settings.time_zone;
  const shown = useMemo(
    () => list.apply(settings.time_zone, live.records, filters, search, sort, new Date(), settings),
    [list, live.records, filters, search, sort, settings],
  );
  const phone = useMediaQuery('(max-width: 640px)');
  const panelId = useId();
  const filterCount = activeCount(filters, list.emptyFilters());
  const ready = live.status !== 'loading';

  useLayoutEffect(() => {
    if (!ready) return;
    const scrollY = takeScroll(kind.path);
    if (scrollY !== null) window.scrollTo(0, scrollY);
  }, [ready, kind.path]);

  const setFilters = (patch: Partial<F>) => update({ filters: { ...filters, ...patch } });
  const mayEdit = useMay('editRecords');
  const exportShown = () =>
    downloadCsv(list.quickExport(timeZone, shown), csvFileName(timeZone, kind.noun, true, new Date()));

  return (
    <section className="record-list">
      <header className="record-list-header">
        <h1>{kind.title}</h1>
        {mayEdit ? (
          <div className="record-list-actions">
            <Link className="button" to={addPathOf(kind)}>
              {list.addLabel}
            </Link>
            <Link className="button secondary" to={exportPathOf(kind)}>
              Export CSV
            </Link>
            <button
              type="button"
              className="button secondary"
              onClick={exportShown}
              disabled={shown.length === 0}
            >
              Export Filtered
            </button>
          </div>
        ) : (
          <ViewOnlyNote />
        )}
      </header>

      <div className="record-toolbar">
        <div className="search-field">
          <label htmlFor={`${panelId}-search`} className="visually-hidden">
            {list.searchLabel}
          </label>
          <input
            id={`${panelId}-search`}
            type="search"
            placeholder={list.searchLabel}
            value={state.search}
            onChange={(event) => update({ search: event.target.value })}
            autoComplete="off"
          />
        </div>
        <button
          type="button"
          className="button secondary filters-toggle"
          aria-expanded={state.filtersOpen}
          aria-controls={panelId}
          onClick={() => update({ filtersOpen: !state.filtersOpen })}
        >
          Filters{filterCount > 0 ? ` (${filterCount})` : ''}
        </button>
      </div>

      <QuickFilters
        options={list.quickFilters(settings)}
        active={filters.quick as F['quick'][number][]}
        onChange={(quick) => setFilters({ quick } as Partial<F>)}
      />

      {state.filtersOpen && (
        <FiltersPanel
          id={panelId}
          controls={list.filterControls}
          filters={filters}
          records={live.records}
          onChange={setFilters}
          onClear={() => update({ filters: list.emptyFilters() })}
        />
      )}

      <p className="record-count" role="status">
        {ready ? `${shown.length} of ${live.records.length} ${kind.noun}` : 'Loading...'}
      </p>

      {ready && shown.length === 0 && <p className="record-empty">{list.emptyText}</p>}
      {ready &&
        shown.length > 0 &&
        (phone ? (
          <>
            <SortSelect columns={list.columns} sort={sort} onChange={(next) => update({ sort: next })} />
            <RecordCards label={kind.title} card={list.card} rows={shown} onOpen={onOpen} />
          </>
        ) : (
          <RecordTable
            caption={kind.title}
            columns={list.columns}
            rowHeight={list.rowHeight}
            rows={shown}
            sort={sort}
            onSort={(field) => update({ sort: nextSort(sort, field) })}
            onOpen={onOpen}
          />
        ))}
    </section>
  );
}
