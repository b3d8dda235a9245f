import {
  monthJournal,
  monthReportRows,
  quickbooksJournalCsv,
  reportCsv,
  xeroJournalCsv,
  XERO_MAX_LINES,
  type MonthReport,
  type MonthSource,
} from '@hope/domain/reports';
import { useMemo } from 'react';
import { downloadCsv } from '../records/list/download';

/**
 * The month as files: the report itself, and the month's deposits as a journal to import into QuickBooks
 * Online or Xero. Made in the browser from what the screen shows; nothing is stored.
 */
export function ReportDownloads({ report, source }: { report: MonthReport; source: MonthSource }) {
  const month = report.month;
  const journal = useMemo(() => monthJournal(source, month), [source, month]);
  const journalLines = journal.reduce((sum, entry) => sum + entry.lines.length, 0);
  return (
    <div className="report-downloads" role="group" aria-label="Downloads">
      <button
        type="button"
        className="button"
        onClick={() => downloadCsv(reportCsv(monthReportRows(report)), `hope-report-${month}.csv`)}
      >
        Download CSV
      </button>
      <button
        type="button"
        className="button secondary"
        onClick={() => downloadCsv(quickbooksJournalCsv(journal), `hope-quickbooks-journal-${month}.csv`)}
      >
        QuickBooks CSV
      </button>
      <button
        type="button"
        className="button secondary"
        onClick={() => downloadCsv(xeroJournalCsv(journal), `hope-xero-journal-${month}.csv`)}
      >
        Xero CSV
      </button>
      {journalLines > XERO_MAX_LINES && (
        <p className="report-note">
          Xero imports at most {XERO_MAX_LINES} lines at a time: this month has {journalLines}. Split the file
          before importing it.
        </p>
      )}
    </div>
  );
}
