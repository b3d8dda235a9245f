import { useSettings } from '#settings';
import { formatCurrency } from '@hope/domain/money';
import { type YearEndPreview } from '@hope/domain/receipts';
import { schoolDateKey, schoolTimeName } from '@hope/domain/time';
import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../../ui/Dialog';
import { Placeholder } from '../../../ui/Placeholder';
import { JobProgress } from '../jobs/JobProgress';
import { useJob } from '../jobs/useJob';
import { callableErrorMessage } from '../data/callable';
import { yearEndPreview, yearEndResend, yearEndSend } from './receipts-gateway';

const SHOWN = 100;

/** Last calendar year, in school time: January's usual task. */
function lastYear(timeZone: string): number {
  return Number(schoolDateKey(timeZone, new Date()).slice(0, 4)) - 1;
}

const STATEMENTS = ['statement', 'statements'] as const;

/**
 * Year-end statements: choose a calendar year, preview each donor's gifts and total, then send one statement
 * per donor email. Sending is a background job whose progress shows here, live (also the latest run of the
 * year after a reload); a second Send sends only to donors who have none for that year; one donor's can be
 * resent.
 */
export function YearEndStatements() {
  const { time_zone: timeZone } = useSettings();
  const current = lastYear(timeZone) + 1;
  const [year, setYear] = useState(() => lastYear(timeZone));
  const [preview, setPreview] = useState<YearEndPreview | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [startedId, setStartedId] = useState<string | null>(null);

  async function run<T>(what: string, action: () => Promise<T>): Promise<T | null> {
    setBusy(what);
    setError(null);
    try {
      return await action();
    } catch (failure) {
      console.error(what, failure);
      setError(callableErrorMessage(failure, 'The statements could not be prepared. Please try again.'));
      return null;
    } finally {
      setBusy(null);
    }
  }
  const load = async () => setPreview(await run('preview', () => yearEndPreview(year)));
  // A run seen under way here has ended: say what it did and show the donors' new states.
  const job = useJob('year_end_statements', String(year), startedId, (ended) => {
    const sent = ended.counts.sent ?? 0;
    const before = ended.counts.already_sent ?? 0;
    toast.success(
      `${sent} statement${sent === 1 ? '' : 's'} sent for ${ended.key}` +
        (before ? `; ${before} already sent before.` : '.'),
    );
    void load();
  });
  const underWay = job?.state === 'queued' || job?.state === 'running';
  const unsent = preview?.donors.filter((donor) => donor.sent === null).length ?? 0;
  async function send() {
    setConfirming(false);
    const result = await run('send', () => yearEndSend(year));
    if (result) setStartedId(result.jobId);
  }
  async function resendOne(email: string) {
    if (await run(email, () => yearEndResend(year, email))) {
      toast.success(`The ${year} statement of ${email} is being sent again.`);
      await load();
    }
  }

  return (
    <section className="card receipts-section" aria-labelledby="statements-title">
      <h2 id="statements-title">Year-end statements</h2>
      <p>
        One statement per donor email, listing each gift received in the calendar year (
        {schoolTimeName(timeZone)}) and the total.
      </p>
      <div className="statements-controls">
        <label htmlFor="statement-year">Year</label>
        <select
          id="statement-year"
          value={year}
          onChange={(event) => {
            setYear(Number(event.target.value));
            setPreview(null);
            setStartedId(null);
          }}
        >
          {Array.from({ length: 6 }, (_, index) => current - index).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button secondary"
          disabled={busy !== null}
          onClick={() => void load()}
        >
          {busy === 'preview' ? 'Loading...' : 'Preview'}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy !== null || !preview || unsent === 0 || underWay}
          onClick={() => setConfirming(true)}
        >
          {busy === 'send' || underWay ? 'Sending...' : 'Send statements'}
        </button>
      </div>
      {job && <JobProgress job={job} noun={STATEMENTS} verb="Sending" canResume />}
      {error && (
        <p role="alert" className="mail-resend-error">
          {error}
        </p>
      )}
      {busy === 'preview' && !preview && (
        <Placeholder label={`Loading the ${year} statements...`} count={4} height="3.25rem" />
      )}
      {preview && <PreviewTable preview={preview} busy={busy} onResend={(email) => void resendOne(email)} />}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send Statements"
        description={`${unsent} donor${unsent === 1 ? '' : 's'} will get their ${year} statement by email. Donors who already have one for ${year} get nothing new.`}
        footer={
          <>
            <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="button" onClick={() => void send()}>
              Send {unsent} statement{unsent === 1 ? '' : 's'}
            </button>
          </>
        }
      >
        <p>
          Each statement is a PDF attached to an email from the organization, with replies going to the
          office.
        </p>
      </Dialog>
    </section>
  );
}

function PreviewTable({
  preview,
  busy,
  onResend,
}: {
  preview: YearEndPreview;
  busy: string | null;
  onResend: (email: string) => void;
}) {
  const sent = preview.donors.filter((donor) => donor.sent !== null).length;
  return (
    <>
      <p role="status" className="statements-summary">
        {preview.donors.length} donor{preview.donors.length === 1 ? '' : 's'}, {preview.gifts} gift
        {preview.gifts === 1 ? '' : 's'}, {formatCurrency(preview.total)} in {preview.year}; {sent} statement
        {sent === 1 ? '' : 's'} already sent.
        {preview.withoutEmail > 0 &&
          ` ${preview.withoutEmail} record${preview.withoutEmail === 1 ? ' has' : 's have'} gifts but no email address.`}
      </p>
      {preview.donors.length > 0 && (
        <div className="statements-table-wrap">
          <table className="statements-table">
            <caption className="visually-hidden">Donors of {preview.year}</caption>
            <thead>
              <tr>
                <th scope="col">Donor</th>
                <th scope="col">Gifts</th>
                <th scope="col">Statement</th>
              </tr>
            </thead>
            <tbody>
              {preview.donors.slice(0, SHOWN).map((donor) => (
                <tr key={donor.email}>
                  <td>
                    {donor.name}
                    <br />
                    <span className="muted">{donor.email}</span>
                  </td>
                  <td>
                    {donor.gifts}
                    <br />
                    <span className="muted year-end-total">{formatCurrency(donor.total)}</span>
                  </td>
                  <td>
                    {donor.sent ?? 'Not sent'}
                    {(donor.sent === 'Sent' || donor.sent === 'Failed') && (
                      <button
                        type="button"
                        className="link-button"
                        disabled={busy !== null}
                        onClick={() => onResend(donor.email)}
                        aria-label={`Resend the statement of ${donor.name}`}
                      >
                        Resend
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {preview.donors.length > SHOWN && (
        <p className="muted">
          The first {SHOWN} donors are shown; Send covers all {preview.donors.length}.
        </p>
      )}
    </>
  );
}
