import type { DonationRecord } from '../src/records/donation';
import type { PartnerRecord } from '../src/records/partner';
import type { StoredRecord } from '../src/records/record-schemas';
import { generateData, seededRandom } from './generate';

/**
 * Records with their payment facts, for the report benchmark: 9,000 donations and 1,000 partners over a year,
 * each with one to three card charges (one in ten partly refunded, one in a hundred disputed) or a check.
 */
export function recordsWithPayments(now: Date, count = 10_000): (StoredRecord & { id: string })[] {
  const random = seededRandom(7);
  const partnerCount = Math.round(count / 10);
  const { donations, partners } = generateData(count - partnerCount, partnerCount, now);
  const yearMs = 365 * 86_400_000;
  const instant = () => new Date(now.getTime() - Math.floor(random() * yearMs)).toISOString();
  const withFacts = <R extends DonationRecord | PartnerRecord>(record: R, amountDollars: number): R => {
    const cents = Math.max(100, Math.round(amountDollars * 100));
    if (random() < 0.15) {
      const on = instant().slice(0, 10);
      const check = {
        method: 'check' as const,
        number: '1',
        amount: cents / 100,
        deposited_on: on,
        recorded_at: on,
        recorded_by: 'u',
      };
      return { ...record, checks: { '1': check } };
    }
    const charges: NonNullable<R['stripe_charges']> = {};
    const refunds: NonNullable<R['stripe_refunds']> = {};
    const disputes: NonNullable<R['stripe_disputes']> = {};
    const payments = 1 + Math.floor(random() * 3);
    for (let index = 0; index < payments; index++) {
      const id = `ch_${record.id}_${index}`;
      const fee = Math.round(cents * 0.029) + 30;
      const refunded = random() < 0.1 ? Math.round(cents / 2) : 0;
      const paidAt = instant();
      charges[id] = { amount: cents, fee, net: cents - fee, refunded, paid_at: paidAt };
      if (refunded)
        refunds[`re_${id}`] = {
          charge: id,
          amount: refunded,
          status: 'succeeded',
          reason: null,
          created_at: paidAt,
        };
      if (random() < 0.01) {
        disputes[`dp_${id}`] = {
          charge: id,
          amount: cents,
          status: 'lost',
          reason: 'fraudulent',
          net_effect: -(cents + 1500),
          opened_at: paidAt,
          closed_at: null,
          read_at: 1,
        };
      }
    }
    return { ...record, stripe_charges: charges, stripe_refunds: refunds, stripe_disputes: disputes };
  };
  return [
    ...donations.map((record) => withFacts(record, record.donation_amount)),
    ...partners.map((record) => withFacts(record, record.partnership_amount)),
  ];
}
