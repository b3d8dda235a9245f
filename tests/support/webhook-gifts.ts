import { requestSchemas, publicCheckPledgeRecord, publicDonationRecord } from '@hope/domain/public';
import {
  chargeRead,
  checkoutCompleted,
  checkoutOpened,
  parseStoredRecord,
  RECORD_EVENTS_COLLECTION,
  settle,
  STRIPE_ACTOR,
  type RecordCollection,
  type StoredRecord,
  type Transition,
} from '@hope/domain/records';
import { defaultSettings } from '@hope/domain/settings';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { donationBody, sponsorBody } from './api';

/*
 * Gifts written the way the checkout and the webhook write them, without Stripe: the records the domain's
 * builders make and the transitions settle() applies, each write only the fields that changed, parsed with the
 * schema the back office reads with. A card gift is written four times (pending, its Checkout session, paid, the
 * charge's fee and net read later), as on a giving day; a check pledge once. With `entries`, the paid write also
 * writes its payment's history entry, which starts the receipt.
 */

export interface GiftOptions {
  amount: number;
  email: string;
  /** The student page it is given through, and that page's class. */
  page?: { code: string; gradeTeacher: string } | null;
  entries?: boolean;
}

export interface GiftWrites {
  ref: DocumentReference;
  /** The writes in order, each resolving to its commit time (ms); each must finish before the next starts. */
  steps: (() => Promise<number>)[];
}

const settings = defaultSettings;

function transitionStep(
  db: Firestore,
  ref: DocumentReference,
  collection: RecordCollection,
  state: { record: StoredRecord },
  transition: (current: StoredRecord) => Transition,
  entries: boolean,
) {
  return async () => {
    const settled = settle(state.record, transition(state.record), {
      collection,
      id: ref.id,
      now: new Date(),
      actor: STRIPE_ACTOR,
      source: null,
    });
    state.record = parseStoredRecord(collection, settled.next);
    const batch = db.batch();
    batch.update(ref, settled.update);
    if (entries)
      for (const { id, event } of settled.events)
        if (event.kind === 'payment_received')
          batch.set(db.collection(RECORD_EVENTS_COLLECTION).doc(id ?? `${ref.id}_${event.kind}`), event);
    const [written] = await batch.commit();
    return written!.writeTime.toMillis();
  };
}

/** A one-time card gift's four writes. */
export function cardGift(db: Firestore, index: number, options: GiftOptions): GiftWrites {
  const ref = db.collection('donations').doc();
  const request = requestSchemas(settings).donationCheckout.parse(
    donationBody({
      amount: options.amount,
      parent_name: `Family ${index}`,
      email: options.email,
      ...(options.page ? { pageCode: options.page.code, children_data: [] } : {}),
    }),
  );
  const page = options.page
    ? {
        code: options.page.code,
        studentName: 'Maya R.',
        gradeTeacher: options.page.gradeTeacher,
        shareWithFamily: false,
      }
    : null;
  const plan = { perPayment: options.amount, pledge: options.amount, months: null, feeCovered: false };
  const state = {
    record: parseStoredRecord('donations', publicDonationRecord(request, plan, new Date(), page)),
  };
  const session = `cs_test_${ref.id}`;
  const charge = `ch_${ref.id}`;
  const cents = Math.round(options.amount * 100);
  const paidAt = new Date().toISOString();
  const fee = 30 + Math.round(cents * 0.029);
  const step = (transition: (current: StoredRecord) => Transition, entries = false) =>
    transitionStep(db, ref, 'donations', state, transition, entries);
  return {
    ref,
    steps: [
      async () => (await ref.create(state.record)).writeTime.toMillis(),
      step((current) => checkoutOpened(current, session)),
      step(
        (current) =>
          checkoutCompleted(current, {
            sessionId: session,
            customerId: `cus_${ref.id}`,
            paymentIntentId: `pi_${ref.id}`,
            subscriptionId: null,
            paid: true,
            charges: { [charge]: { amount: cents, fee: null, net: null, refunded: 0, paid_at: paidAt } },
          }),
        options.entries ?? false,
      ),
      step(() =>
        chargeRead({
          [charge]: { amount: cents, fee, net: cents - fee, refunded: 0, paid_at: paidAt },
        }),
      ),
    ],
  };
}

/** A sponsorship pledged by check from the public page: one write, counted at once at its level's price. */
export function checkPledge(db: Firestore, index: number): GiftWrites {
  const ref = db.collection('community_partners').doc();
  const request = requestSchemas(settings).checkPledge.parse(
    sponsorBody({ level: 'bronze', plan: undefined, company_name: `Company ${index}` }),
  );
  const level = settings.sponsorshipLevels.find((candidate) => candidate.id === 'bronze')!;
  const record = parseStoredRecord('community_partners', publicCheckPledgeRecord(request, level, new Date()));
  return { ref, steps: [async () => (await ref.create(record)).writeTime.toMillis()] };
}

/** Runs one gift's writes in order; the commit time of its last (ms). */
export async function writeInOrder({ steps }: GiftWrites): Promise<number> {
  let last = 0;
  for (const step of steps) last = await step();
  return last;
}

/** Runs each gift's writes in order, every gift at once; the commit time of the last write (ms). */
export async function writeAll(gifts: GiftWrites[]): Promise<number> {
  return Math.max(...(await Promise.all(gifts.map(writeInOrder))));
}
