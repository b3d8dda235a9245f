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
import { useMemo, useState } from 'react';
import { callableErrorMessage } from '../data/callable';
import { downloadCsv, downloadPdf } from '../../../lib/download';
import { reportPdf } from './reports-gateway';

/**
 * The month as files: the report itself, and the month's deposits as a journal to import into QuickBooks
 * Online or Xero, made in the browser from what the screen shows; and the report as a PDF, made by a function
 * from the same reads. Nothing is stored.
 */
export function ReportDownloads({ report, source }: { report: MonthReport; source: MonthSource }) {
  const month = report.month;
  const journal = useMemo(() => monthJournal(source, month), [source, month]);
  const journalLines = journal.reduce((sum, entry) => sum + entry.lines.length, 0);
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function downloadReportPdf() {
    setPdf({ busy: true, error: null });
    try {
      const { fileName, base64 } = await reportPdf({ month });
      downloadPdf(base64, fileName);
      setPdf({ busy: false, error: null });
    } catch (error) {
      setPdf({ busy: false, error: callableErrorMessage(error) });
    }
  }
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
      <button
        type="button"
        className="button secondary"
        disabled={pdf.busy}
        onClick={() => void downloadReportPdf()}
      >
        {pdf.busy ? 'Making the PDF...' : 'PDF'}
      </button>
      {pdf.error && (
        <p role="alert" className="report-note">
          {pdf.error}
        </p>
      )}
      {journalLines > XERO_MAX_LINES && (
        <p className="report-note">
          Xero imports at most {XERO_MAX_LINES} lines at a time: this month has {journalLines}. Split the file
          before importing it.
        </p>
      )}
    </div>
  );
}
