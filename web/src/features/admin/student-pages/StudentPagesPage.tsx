import { pageGiftTotals, giftsOfPage } from '@hope/domain/dashboard';
import { pageTotalsCsv, pageTotalsFileName } from '@hope/domain/csv';
import {
  emptyOfficePageFilters,
  filterOfficePages,
  officePageRows,
  officePageTotals,
  studentPageStatusLabels,
  type OfficePageFilters,
  type OfficePageRow,
} from '@hope/domain/pages';
import { studentPagesOf } from '@hope/domain/settings';
import { useSettings } from '#settings';
import { useDeferredValue, useMemo, useState } from 'react';
import { useMay, ViewOnlyNote } from '../auth/role';
import { useLiveDonations, useLiveStudentPages } from '../data/useLiveRecords';
import { downloadCsv } from '../../../lib/download';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { PageActionDialog } from './PageActionDialog';
import type { OnPageAct, PageOp } from './page-cells';
import { PageCards } from './PageCards';
import { PagesFilters } from './PagesFilters';
import { PagesTable } from './PagesTable';
import { PagesTotals } from './PagesTotals';
import '../shared/list.css';
import './student-pages.css';

/**
 * The pages families made for their students, live: each with its goal and what was given through it (the
 * donations listener's paid, not voided gifts naming the page), found by name, class and status. Owners and
 * admins can hide a page with a reason, or show it again, and export the totals.
 */
export function StudentPagesPage() {
  const settings = useSettings();
  const pages = useLiveStudentPages();
  const donations = useLiveDonations();
  const [filters, setFilters] = useState<OfficePageFilters>(emptyOfficePageFilters);
  // Typing stays responsive: the input shows each key at once, the rows follow as soon as React can.
  const search = useDeferredValue(filters.search);
  const totals = useMemo(() => pageGiftTotals(donations.records), [donations.records]);
  const { defaultGoal } = studentPagesOf(settings);
  const rows = useMemo(
    () => officePageRows(pages.records, (code) => giftsOfPage(totals, code), defaultGoal),
    [pages.records, totals, defaultGoal],
  );
  const shown = useMemo(() => filterOfficePages(rows, { ...filters, search }), [rows, filters, search]);
  const [acting, setActing] = useState<{ row: OfficePageRow; op: PageOp } | null>(null);
  const act: OnPageAct = (row, op) => setActing({ row, op });
  const mayAct = useMay('editRecords');
  const phone = useMediaQuery('(max-width: 640px)');
  const ready = pages.status !== 'loading' && donations.status !== 'loading';

  function exportShown() {
    const lines = shown.map((row) => ({ ...row, statusLabel: studentPageStatusLabels[row.status] }));
    downloadCsv(pageTotalsCsv(settings.time_zone, lines), pageTotalsFileName(settings.time_zone, new Date()));
  }

  return (
    <section className="record-list student-pages">
      <header className="record-list-header">
        <h1>Student pages</h1>
        {mayAct ? (
          <div className="record-list-actions">
            <button type="button" className="button secondary" onClick={exportShown} disabled={!ready}>
              Export totals CSV
            </button>
          </div>
        ) : (
          <ViewOnlyNote />
        )}
      </header>
      <PagesFilters
        filters={filters}
        rows={rows}
        onChange={(patch) => setFilters({ ...filters, ...patch })}
      />
      <p className="record-count" role="status">
        {!ready ? 'Loading...' : `${shown.length} of ${rows.length} pages`}
      </p>
      {pages.status === 'error' && (
        <p role="alert" className="error">
          The student pages could not be loaded. Please reload the page.
        </p>
      )}
      {ready && <PagesTotals totals={officePageTotals(shown)} />}
      {ready && shown.length === 0 && (
        <p className="record-empty">
          {rows.length === 0
            ? 'No student pages yet. Families make them from the public page.'
            : 'No page matches the search and filters.'}
        </p>
      )}
      {ready &&
        shown.length > 0 &&
        (phone ? (
          <PageCards rows={shown} onAct={mayAct ? act : null} />
        ) : (
          <PagesTable rows={shown} onAct={mayAct ? act : null} />
        ))}
      {acting && <PageActionDialog row={acting.row} op={acting.op} onClose={() => setActing(null)} />}
    </section>
  );
}
