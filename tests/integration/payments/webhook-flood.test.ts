import { defaultSettings, SETTINGS_PATH } from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import { donationBody, postApi } from '../../support/api';
import { publicCall, tally } from '../../support/flood';
import { usePaymentsBed, sessionIdOf, type Started } from '../../support/payments-bed';
import { countDocs } from '../../support/records';
import { sandbox } from '../../support/sandbox';

const admin = usePaymentsBed();

describe("Stripe's webhook under a flood of public calls", () => {
  it(
    'answers Stripe while 200 concurrent health and checkout calls hammer the public endpoints',
    { timeout: 120_000 },
    async () => {
      const { body } = await postApi<Started>('/api/checkout/donation', donationBody({ amount: 80 }));
      // The flood reaches this hour's threshold of checkouts: past it, calls are asked for a challenge (429).
      const limits = { checkPledgesPerHour: 50, checkoutsPerHour: 21 };
      await admin.db
        .doc(SETTINGS_PATH)
        .set({ ...defaultSettings, limits, revision: 1, updated_at: new Date().toISOString() });

      const flood = Promise.all(Array.from({ length: 200 }, (_, index) => publicCall(index)));
      const [paid] = (await sandbox.pay(sessionIdOf(body.url))).events;
      const statuses = tally(await flood);

      expect(paid!.deliveries.map((delivery) => delivery.status)).toEqual([200]);
      // Answered promptly: Stripe counts a slow answer as a failed delivery and sends the event again later.
      expect(paid!.deliveries[0]!.ms).toBeLessThan(10_000);
      expect((await admin.db.doc(`donations/${body.id}`).get()).data()).toMatchObject({
        checkout_status: 'complete',
        total_pledged_amt: 80,
      });
      // 100 health calls answered; about 20 checkouts accepted (the threshold, less the one paid above: the
      // sharded total is read, not locked, so simultaneous calls may pass it by a few), the rest challenged.
      const accepted = statuses[200]! - 100;
      expect(accepted).toBeGreaterThanOrEqual(20);
      expect(accepted + statuses[429]!).toBe(100);
      expect(statuses[429]).toBeGreaterThan(0);
      expect(await countDocs(admin.db, 'donations')).toBe(accepted + 1);
      await admin.db.doc(SETTINGS_PATH).delete();
    },
  );
});
