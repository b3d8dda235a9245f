import { fetchPayoutsRequestSchema } from '@hope/domain/books';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../ui/Banner';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { FormFooter } from '../../../ui/FormFooter';
import { callableErrorMessage } from '../data/callable';
import { JobProgress } from '../jobs/JobProgress';
import { useJob } from '../jobs/useJob';
import { fetchPayouts } from './payouts-gateway';

const today = () => new Date().toISOString().slice(0, 10);
const PAYOUTS = ['payout', 'payouts'] as const;

/** What a finished fetch found, in the treasurer's words. */
function summary(counts: Record<string, number>): string {
  const itemising = counts.itemising ?? 0;
  const refused = counts.not_itemisable ?? 0;
  if (itemising + refused === 0) return 'Stripe has no payouts arriving on those days.';
  const parts = [];
  if (itemising)
    parts.push(
      `${itemising} being itemised (${itemising === 1 ? 'it appears' : 'they appear'} in the list when ready)`,
    );
  if (refused) parts.push(`${refused} cannot be itemised, as noted`);
  return `${parts.join('; ')}.`;
}

/**
 * "Fetch payouts" (owners and admins): reconciles again the payouts that arrive at the bank between two days,
 * for one whose Stripe events were missed. It runs in the background: the dialog shows how it goes, and each
 * payout appears in the month's list as soon as it is itemised. A bad range is refused with the words the
 * server would use.
 */
export function FetchPayouts({ month }: { month: string }) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(`${month}-01`);
  const [to, setTo] = useState(today());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob('fetch_payouts', `${from}/${to}`, jobId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = fetchPayoutsRequestSchema.safeParse({ from, to });
    setJobId(null);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    setBusy(true);
    try {
      setJobId((await fetchPayouts(parsed.data)).jobId);
    } catch (failure) {
      console.error('Fetching payouts failed', failure);
      setError(callableErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Fetch payouts
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Fetch Payouts"
        description="Reconciles again the Stripe payouts that arrive at the bank between these two days. It goes on in the background: each payout appears in the list once it is itemised."
        footer={
          <FormFooter
            formId="fetch-payouts-form"
            submitLabel="Fetch"
            busy={busy}
            busyLabel="Fetching..."
            onCancel={() => setOpen(false)}
            cancelLabel="Close"
          />
        }
      >
        <form id="fetch-payouts-form" className="fetch-payouts-form" onSubmit={(event) => void submit(event)}>
          <Field id="fetch-from" label="Arriving from" look="page">
            {() => (
              <input id="fetch-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            )}
          </Field>
          <Field id="fetch-to" label="Arriving until" look="page">
            {() => <input id="fetch-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />}
          </Field>
        </form>
        {error && <Banner tone="error">{error}</Banner>}
        {jobId && job && <JobProgress job={job} noun={PAYOUTS} verb="Looking at" canResume />}
        {jobId && job?.state === 'done' && <p>{summary(job.counts)}</p>}
      </Dialog>
    </>
  );
}
