import { stripeFeeCents } from '@hope/domain/money';
import { afterEach, describe, expect, it } from 'vitest';
import { usePaymentsBed } from '../../support/payments-bed';
import { itemised, utcDayFromNow } from '../../support/payouts-bed';
import { sandbox } from '../../support/sandbox';

const admin = usePaymentsBed();
const LINES = 1000;
/** A Stripe API round trip as seen from Cloud Functions. */
const LATENCY_MS = 250;

afterEach(async () => {
  await sandbox.configure({ latencyMs: 0 });
});

describe("a big payout at Stripe's pace", () => {
  it(
    'is answered within 2 s at each of its events, and itemised to the cent by its job afterwards',
    { timeout: 180_000 },
    async () => {
      await sandbox.register({
        payment_intents: Array.from({ length: LINES }, (_, index) => ({
          id: `pi_big${index}`,
          amount: 2500,
          metadata: { record_id: `gift${index}`, collection: 'donations' },
        })),
        charges: Array.from({ length: LINES }, (_, index) => ({
          id: `ch_big${index}`,
          amount: 2500,
          fee: stripeFeeCents(2500),
          payment_intent: `pi_big${index}`,
        })),
      });
      // Every Stripe call now takes a quarter of a second, as from Cloud Functions to Stripe.
      await sandbox.configure({ latencyMs: LATENCY_MS });
      const run = await sandbox.runPayout(utcDayFromNow(2));
      const answers = run.events.map((sent) => [sent.event.type, sent.deliveries.at(-1)!.status]);
      expect(answers).toEqual([
        ['payout.created', 200],
        ['payout.paid', 200],
        ['payout.reconciliation_completed', 200],
      ]);
      for (const sent of run.events) expect(sent.deliveries.at(-1)!.ms).toBeLessThan(2000);

      const payout = await itemised(admin.db, run.payout!.id);
      expect(payout.lines).toHaveLength(LINES);
      expect(payout.lines.reduce((sum, line) => sum + line.net, 0)).toBe(run.payout!.amount);
      expect(payout.lines.every((line) => line.record?.collection === 'donations')).toBe(true);
    },
  );
});
