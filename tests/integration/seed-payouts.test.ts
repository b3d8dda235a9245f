import { PAYOUTS_COLLECTION, payoutSchema } from '@hope/domain/books';
import { nextDateKey } from '@hope/domain/time';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/src/seed/seed-demo-data';
import { urls } from '../support/emulators';
import { usePaymentsBed } from '../support/payments-bed';

const admin = usePaymentsBed();

describe('the demo that `npm start` seeds', () => {
  it(
    'has weekly payouts of its card payments, every line traced to a demo record',
    { timeout: 120_000 },
    async () => {
      const seeded = await seedDemoData(admin.db, new Date(), { stripeSandbox: urls.stripeSandbox });
      const payouts = (await admin.db.collection(PAYOUTS_COLLECTION).get()).docs.map((doc) =>
        payoutSchema.parse(doc.data()),
      );
      expect(seeded.payouts).toBeGreaterThanOrEqual(3);
      expect(payouts).toHaveLength(seeded.payouts);
      const yesterday = nextDateKey(new Date().toISOString().slice(0, 10), -1);
      for (const payout of payouts) {
        expect(payout.lines.reduce((sum, line) => sum + line.net, 0)).toBe(payout.amount);
        expect(payout.arrival_date <= nextDateKey(yesterday)).toBe(true);
        for (const line of payout.lines) {
          expect(line.record, `${payout.payout_id} ${line.balance_transaction}`).not.toBeNull();
          const record = (await admin.db.doc(`${line.record!.collection}/${line.record!.id}`).get()).data()!;
          expect(line.name).toBe(record.parent_name ?? record.company_name);
          expect(Object.keys(record.stripe_charges ?? {})).toContain(line.source);
        }
      }
    },
  );
});
