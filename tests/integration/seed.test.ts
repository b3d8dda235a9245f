import { MAIL_COLLECTION, receiptMailId } from '@hope/domain/receipts';
import {
  DONATIONS_COLLECTION,
  donationSchema,
  PARTNERS_COLLECTION,
  partnerSchema,
  RECORD_EVENTS_COLLECTION,
  recordEventSchema,
} from '@hope/domain/records';
import { schoolSettingsSchema, SETTINGS_PATH } from '@hope/domain/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCaughtUp } from '../../scripts/src/seed/demo-caught-up';
import { demoSettings } from '../../scripts/src/seed/demo-settings';
import { seedDemoData } from '../../scripts/src/seed/seed-demo-data';
import { demoContradictions, type DemoState } from '../support/demo-agreement';
import { adminForTests, clearFirestore } from '../support/emulators';
import { eventually } from '../support/maildev';

const admin = adminForTests();
const now = new Date();
let state: DemoState;

beforeAll(async () => {
  await clearFirestore();
  await seedDemoData(admin.db, now);
  const [settings, donations, partners, events] = await Promise.all([
    admin.db.doc(SETTINGS_PATH).get(),
    admin.db.collection(DONATIONS_COLLECTION).get(),
    admin.db.collection(PARTNERS_COLLECTION).get(),
    admin.db.collection(RECORD_EVENTS_COLLECTION).get(),
  ]);
  state = {
    settings: schoolSettingsSchema.parse(settings.data()),
    donations: donations.docs.map((doc) => ({ ...donationSchema.parse(doc.data()), id: doc.id })),
    partners: partners.docs.map((doc) => ({ ...partnerSchema.parse(doc.data()), id: doc.id })),
    events: new Map(events.docs.map((doc) => [doc.id, recordEventSchema.parse(doc.data())])),
    now,
  };
});
// The seed's hundreds of triggers finish here, not in the files after this one.
afterAll(async () => {
  await demoCaughtUp(admin.db, demoSettings(now), now);
  await admin.close();
}, 300_000);

describe('the demo that `npm start` seeds', () => {
  it('agrees with itself: payments, history, benefits, class sizes and the dashboard', () => {
    const found = demoContradictions(state);
    expect(found.slice(0, 12), `${found.length} contradictions`).toEqual([]);
  });

  it('sends a receipt for every payment, as the functions do for a real one', async () => {
    const payments = [...state.events].filter(([, entry]) => entry.kind === 'payment_received');
    expect(payments.length).toBeGreaterThan(0);
    const expected = payments.map(([, entry]) =>
      receiptMailId(entry.collection, entry.record_id, entry.payment!.key),
    );
    const missing = await eventually(
      'a receipt for every seeded payment',
      async () => {
        const mail = await admin.db.collection(MAIL_COLLECTION).get();
        const sent = new Set(mail.docs.map((doc) => doc.id));
        const left = expected.filter((id) => !sent.has(id));
        return left.length === 0 ? left : false;
      },
      90_000,
    );
    expect(missing).toEqual([]);
  }, 120_000);
});
