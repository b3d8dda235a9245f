import { useSettings } from '#settings';
import { centsToDollars, formatCurrency } from '@hope/domain/money';
import { recipientName } from '@hope/domain/receipts';
import { voidedRecordsPaid, type StoredRecord } from '@hope/domain/records';
import { formatSchoolDay } from '@hope/domain/time';
import { useMemo } from 'react';
import { useMay } from '../auth/role';
import { useLiveDonations, useLivePartners } from '../data/useLiveRecords';
import { useUnattributedCharges } from './useUnattributedCharges';
import './money-notices.css';

/** Charges Stripe made that name no record of ours: listed for owners and admins, never added to a record. */
function UnattributedNotice() {
  const { time_zone: timeZone } = useSettings();
  const charges = useUnattributedCharges();
  if (charges.length === 0) return null;
  return (
    <section className="money-notice" role="status" aria-labelledby="unattributed-title">
      <h2 id="unattributed-title">
        {charges.length === 1
          ? '1 card payment names no record'
          : `${charges.length} card payments name no record`}
      </h2>
      <p>
        Stripe took these payments, but they carry no record of this app, so they count in no figure. Look
        them up in Stripe by their charge id.
      </p>
      <ul>
        {charges.map((charge) => (
          <li key={charge.charge_id}>
            {formatCurrency(centsToDollars(charge.amount))} on {formatSchoolDay(timeZone, charge.paid_at)} ·
            charge <code>{charge.charge_id}</code>
            {charge.customer && (
              <>
                {' '}
                · customer <code>{charge.customer}</code>
              </>
            )}
            {charge.amount_refunded > 0 &&
              ` · ${formatCurrency(centsToDollars(charge.amount_refunded))} refunded`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Money that reached a record after it was voided: the record is out of every list, so it is named here. */
function PaidAfterVoidNotice({ records }: { records: readonly StoredRecord[] }) {
  const { time_zone: timeZone } = useSettings();
  const paid = useMemo(() => voidedRecordsPaid(records), [records]);
  if (paid.length === 0) return null;
  return (
    <section className="money-notice" role="status" aria-labelledby="paid-after-void-title">
      <h2 id="paid-after-void-title">Payments received on voided records</h2>
      <p>
        Refund each payment, or restore the record so that it counts (the lists’ “Show voided” filter finds
        it).
      </p>
      <ul>
        {paid.map(({ record, payments }) => (
          <li key={payments[0]!.key}>
            {recipientName(record)}:{' '}
            {payments
              .map(
                (line) => `${formatCurrency(line.amount)} on ${formatSchoolDay(timeZone, line.received_at)}`,
              )
              .join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dashboard's money notices: charges kept aside (owners and admins), payments on voided records. */
export function MoneyNotices() {
  const donations = useLiveDonations();
  const partners = useLivePartners();
  const mayAct = useMay('editRecords');
  const records = useMemo(
    () => [...donations.records, ...partners.records] as StoredRecord[],
    [donations.records, partners.records],
  );
  return (
    <>
      {mayAct && <UnattributedNotice />}
      <PaidAfterVoidNotice records={records} />
    </>
  );
}
