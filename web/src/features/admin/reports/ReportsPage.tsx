import { datedRecords, monthReport, monthReportRows, yearReport, yearReportRows } from '@hope/domain/reports';
import { schoolTimeName } from '@hope/domain/time';
import { useSettings } from '#settings';
import { useMemo } from 'react';
import { MonthField, useChosenMonth, useThisSchoolMonth } from '../../../ui/MonthField';
import { ReportDownloads } from './ReportDownloads';
import { ReportTable } from './ReportTable';
import { useReportSource } from './useReportSource';
import './reports.css';

/**
 * Reports: the treasurer's month (income by campaign and kind, refunds, disputes, Stripe fees, net, deposits
 * in transit) and the calendar year's figures for the Form 990, live from the records, payouts and deposits.
 * Every member reads it; it writes nothing.
 */
export function ReportsPage() {
  const timeZone = useSettings().time_zone;
  const thisMonth = useThisSchoolMonth();
  const [month, setMonth] = useChosenMonth();
  const state = useReportSource(month);
  const year = Number(month.slice(0, 4));
  const source = state.source;
  // The records are dated once per snapshot, for both the month and the year.
  const dated = useMemo(() => (source ? datedRecords(source) : null), [source]);
  const report = useMemo(
    () => (source && dated ? monthReport(source, month, dated) : null),
    [source, dated, month],
  );
  const yearFigures = useMemo(
    () => (source && dated ? yearReport(source, year, dated) : null),
    [source, dated, year],
  );
  const monthName = new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <section className="reports-page" aria-labelledby="reports-title">
      <h1 id="reports-title">Reports</h1>
      <p className="muted">
        The month for the board and the bank reconciliation, and the year for the Form 990. Days are in{' '}
        {schoolTimeName(timeZone)}; refunds, disputes and fees are negative.
      </p>
      <div className="reports-controls">
        <MonthField id="report-month" label="Month" month={month} onChange={setMonth} />
        {report && source && <ReportDownloads report={report} source={source} />}
      </div>
      {state.status === 'loading' && <p role="status">Loading the report...</p>}
      {state.status === 'error' && (
        <p role="alert">The report could not be loaded. Please reload the page.</p>
      )}
      {report && (
        <div className="card report-card">
          <h2>{monthName}</h2>
          {report.campaigns.length === 0 && <p>No money was received or given back in this month.</p>}
          <ReportTable rows={monthReportRows(report)} caption={`Treasurer's report, ${monthName}`} />
          <p className="report-note muted">
            In transit: card payments, refunds and disputes of the month that no payout arriving in the month
            carried, cash and check batches signed off in its last three days, those not yet signed off at its
            end, and cash and checks recorded by one member outside a batch in its last three days. Cash and
            checks recorded by one member are booked in the journal by the day they were deposited, like a
            batch, and listed apart: the practice is two members on every deposit.
          </p>
        </div>
      )}
      {yearFigures && (
        <div className="card report-card">
          <h2>Form 990 figures, {year}</h2>
          <p className="report-note muted">
            January 1 to December 31{year === Number(thisMonth.slice(0, 4)) ? ', so far' : ''}. Gross receipts
            are the payments received less refunds and lost disputes, before Stripe's fees; contributions are
            what remains after the value of goods and services given in return and the advertising part of
            sponsorships.
          </p>
          <ReportTable rows={yearReportRows(yearFigures)} caption={`Form 990 figures, ${year}`} />
        </div>
      )}
    </section>
  );
}
