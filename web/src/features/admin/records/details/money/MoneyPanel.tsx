import { useSettings } from '#settings';
import { formatCurrency } from '@hope/domain/money';
import {
  checkKey,
  hasOpenPlan,
  inPersonLabel,
  isCheckRecord,
  isVoided,
  paymentLines,
  paymentMethodLabels,
  voidEndsPlan,
  type CheckPayment,
  type PaymentLine,
  type StoredRecord,
} from '@hope/domain/records';
import { formatSchoolDay } from '@hope/domain/time';
import { LedgerTotals, PaidAfterVoid } from './MoneySummary';
import { useState } from 'react';
import { CancelPlanDialog } from './CancelPlanDialog';
import { CheckReceivedDialog } from './CheckReceivedDialog';
import { CorrectCheckDialog } from './CorrectCheckDialog';
import type { RecordRef } from './record-ref';
import { RefundDialog } from './RefundDialog';
import { VoidDialog } from './VoidDialog';
import './money.css';
import { useMay } from '../../../auth/role';

type Open =
  | { dialog: 'refund'; payment: PaymentLine }
  | { dialog: 'cancel' }
  | { dialog: 'check' }
  | { dialog: 'correct'; check: CheckPayment }
  | { dialog: 'void' }
  | null;

/** The recorded check a payment line shows, when it is one (cash has no correction of its own). */
function recordedCheck(record: StoredRecord, line: PaymentLine): CheckPayment | null {
  if (line.method !== 'check') return null;
  return record.checks?.[checkKey(line.reference)] ?? null;
}

/** What happened to a payment after it arrived, in a few words. */
function paymentNote(line: PaymentLine): string {
  const notes: string[] = [];
  if (line.refunded > 0) notes.push(`${formatCurrency(line.refunded)} refunded`);
  if (line.dispute) notes.push(line.dispute === 'open' ? 'disputed' : `dispute ${line.dispute}`);
  return notes.join(', ');
}

/**
 * The record's payments and the money actions that apply to it now: refund a card payment, correct a recorded
 * check, cancel a monthly plan, record a check received, void or restore. Each opens a confirm dialog that names the amount and what
 * will happen; the change then arrives through the live listener.
 */
export function MoneyPanel({
  target,
  record,
  expected,
}: {
  target: RecordRef;
  record: StoredRecord;
  expected: number;
}) {
  const { time_zone: timeZone } = useSettings();
  const [open, setOpen] = useState<Open>(null);
  const lines = paymentLines(record);
  const voided = isVoided(record);
  const close = () => setOpen(null);
  const mayAct = useMay('editRecords');
  const correctable = (line: PaymentLine) => (mayAct && !voided ? recordedCheck(record, line) : null);
  return (
    <section className="card details-section money-panel" aria-labelledby="money-title">
      <h2 id="money-title">Payments</h2>
      <LedgerTotals record={record} />
      {voided && record.voided && (
        <p className="money-voided">
          Voided on {formatSchoolDay(timeZone, record.voided.at)} by {record.voided.by}:{' '}
          {record.voided.reason}
        </p>
      )}
      <PaidAfterVoid record={record} />
      {lines.length === 0 ? (
        <p className="muted">No payment received yet.</p>
      ) : (
        <ul className="money-lines">
          {lines.map((line) => (
            <li key={line.key}>
              <span className="money-line-what">
                {line.method === 'card' || line.method === 'bank'
                  ? paymentMethodLabels[line.method]
                  : inPersonLabel({ method: line.method, number: line.reference })}{' '}
                · {formatSchoolDay(timeZone, line.received_at)}
              </span>
              <strong>{formatCurrency(line.amount)}</strong>
              {paymentNote(line) && <span className="money-line-note">{paymentNote(line)}</span>}
              {mayAct && line.refundable > 0 && (
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => setOpen({ dialog: 'refund', payment: line })}
                  aria-label={`Refund the ${formatCurrency(line.amount)} payment of ${formatSchoolDay(timeZone, line.received_at)}`}
                >
                  Refund
                </button>
              )}
              {correctable(line) && (
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => setOpen({ dialog: 'correct', check: correctable(line)! })}
                  aria-label={`Correct check #${line.reference}`}
                >
                  Correct check
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayAct && (
        <div className="money-actions">
          {hasOpenPlan(record) && record.cancel_requested?.when !== 'now' && (
            <button type="button" className="button secondary" onClick={() => setOpen({ dialog: 'cancel' })}>
              Stop monthly plan
            </button>
          )}
          {!voided && isCheckRecord(record) && (
            <button type="button" className="button secondary" onClick={() => setOpen({ dialog: 'check' })}>
              Record check received
            </button>
          )}
          <button type="button" className="button secondary" onClick={() => setOpen({ dialog: 'void' })}>
            {voided ? 'Restore record' : 'Void record'}
          </button>
        </div>
      )}
      {open?.dialog === 'refund' && <RefundDialog target={target} payment={open.payment} onClose={close} />}
      {open?.dialog === 'cancel' && <CancelPlanDialog target={target} record={record} onClose={close} />}
      {open?.dialog === 'check' && (
        <CheckReceivedDialog target={target} record={record} expected={expected} onClose={close} />
      )}
      {open?.dialog === 'correct' && (
        <CorrectCheckDialog target={target} record={record} check={open.check} onClose={close} />
      )}
      {open?.dialog === 'void' && (
        <VoidDialog
          target={target}
          restore={voided}
          netReceived={record.net_payment ?? 0}
          endsPlan={!voided && voidEndsPlan(record)}
          onClose={close}
        />
      )}
    </section>
  );
}
