import {
  chargeFailureReason,
  pledgeAmountCents,
  pledgeResultMessage,
  unitCount,
  type Drive,
  type Pledge,
} from '@hope/domain/drives';
import { appConfig } from '@hope/domain/config';
import { centsToDollars, formatCurrency } from '@hope/domain/money';
import { studentDisplayName } from '@hope/domain/pages';
import { pledgeGiftRecord } from '@hope/domain/public';
import {
  checkoutCompleted,
  checkoutFailed,
  createdSummaries,
  DONATIONS_COLLECTION,
  PUBLIC_ACTOR,
  STRIPE_ACTOR,
  type StoredRecord,
  type Transition,
} from '@hope/domain/records';
import Stripe from 'stripe';
import { firestore } from '../platform/firestore';
import { applyTransition } from '../records/apply-transition';
import { writeNewRecord } from '../records/create-record';
import { chargeMap, chargeOfPaymentIntent } from '../stripe/charges';
import { stripe } from '../stripe/client';
import { readPage } from '../pages/page-store';
import { createPageMail, pageMail } from '../pages/page-mail';
import { readSettings } from '../settings/read-settings';
import type { Transaction } from 'firebase-admin/firestore';
import { pledgeChangeUrl } from './pledge-links';
import { pledgeKey } from './pledge-key';
import { countsOf, countsRef, pledgeOf, pledgeRef, readDrive, writePledge } from './drive-store';

export type PledgeCharge = 'charged' | 'zero' | 'failed' | 'not_counted' | 'not_due';

/** The gift a pledge becomes: one record per pledge, so a retried charge finds it and adds none. */
export const pledgeRecordId = (pledgeId: string) => `pledge-${pledgeId}`;

const SETTLED: Partial<Record<Pledge['status'], PledgeCharge>> = {
  charged: 'charged',
  zero: 'zero',
  failed: 'failed',
};

type Due = { pledge: Pledge; drive: Drive; count: number; cents: number; recordId: string };

/**
 * The relative's mail after the results when nothing was charged: a count of zero, or a refused card with the
 * amount, the reason and the private link to pay with another card. Its id is the pledge's and its try's.
 */
async function mailResult(
  tx: Transaction,
  pledge: Pledge,
  drive: Drive,
  units: number,
  cents: number,
  now: Date,
) {
  const settings = await readSettings();
  const linkUrl = pledgeChangeUrl(pledge.page_code, pledge.id, pledgeKey(pledge.id), pledge.language);
  const message = pledgeResultMessage(
    { pledge, drive, units, amount: centsToDollars(cents), linkUrl },
    settings,
  );
  const what = cents === 0 ? 'counted zero' : 'refused';
  createPageMail(
    tx,
    `pledge_${cents === 0 ? 'zero' : 'failed'}_${pledge.id}_${pledge.charge_attempts}`,
    pageMail(pledge.email, message, `Pledge ${pledge.id} ${what}`, settings, now),
  );
}

/**
 * Decides what a saved pledge owes from its student's count and, when it owes something, writes its gift's
 * record (pending, attributed to the page and its class) in the same transaction. A zero count is settled here.
 */
async function prepare(pledgeId: string, now: Date): Promise<Due | PledgeCharge> {
  const db = firestore();
  return db.runTransaction(async (tx) => {
    const pledge = pledgeOf(await tx.get(pledgeRef(pledgeId)));
    // Settled already: by an earlier try of this same unit (cut off after settling), counted as it settled.
    if (pledge && SETTLED[pledge.status]) return SETTLED[pledge.status]!;
    if (!pledge || pledge.status !== 'saved') return 'not_due';
    const [drive, counts, page] = await Promise.all([
      readDrive(pledge.drive_id, tx),
      tx.get(countsRef(pledge.drive_id)),
      readPage(pledge.page_code, tx),
    ]);
    const count = countsOf(counts)?.counts[pledge.page_code];
    if (!drive || !page || count === undefined) return 'not_counted';
    const cents = pledgeAmountCents(pledge, count);
    const stamp = now.toISOString();
    if (cents === 0) {
      const settled = {
        ...pledge,
        status: 'zero' as const,
        charged_units: count,
        charged_amount: 0,
        updated_at: stamp,
      };
      await mailResult(tx, settled, drive, count, 0, now);
      writePledge(tx, settled);
      return 'zero';
    }
    const recordRef = db.collection(DONATIONS_COLLECTION).doc(pledgeRecordId(pledge.id));
    if (!(await tx.get(recordRef)).exists) {
      const attribution = {
        code: page.code,
        studentName: studentDisplayName(page),
        gradeTeacher: page.grade_teacher,
        shareWithFamily: false,
      };
      const record = pledgeGiftRecord(pledge, centsToDollars(cents), attribution, now);
      const summary = createdSummaries.drivePledge(
        drive.name,
        unitCount(drive, count),
        formatCurrency(pledge.rate),
      );
      writeNewRecord(tx, recordRef, DONATIONS_COLLECTION, record, {
        kind: 'created',
        summary,
        actor: PUBLIC_ACTOR,
      });
    }
    return { pledge, drive, count, cents, recordId: recordRef.id };
  });
}

/** The pledge and its gift's record after Stripe's answer, in one transaction. */
async function settle(
  due: Due,
  outcome: Partial<Pledge>,
  decide: (current: StoredRecord) => Transition,
  source: string,
) {
  await firestore().runTransaction(async (tx) => {
    const pledge = pledgeOf(await tx.get(pledgeRef(due.pledge.id)));
    if (!pledge || pledge.status !== 'saved') return;
    await applyTransition(tx, { collection: DONATIONS_COLLECTION, id: due.recordId }, decide, {
      actor: STRIPE_ACTOR,
      source,
    });
    const now = new Date();
    const next = { ...pledge, ...outcome, updated_at: now.toISOString() };
    if (next.status === 'failed') await mailResult(tx, next, due.drive, due.count, due.cents, now);
    writePledge(tx, next);
  });
}

/**
 * Charges one pledge once: min(count x rate, most), off-session with the saved card. The idempotency key is the
 * pledge's and its try's, so a retried task or a second run gets Stripe's first answer back and charges nothing twice; the
 * pledge's status then says it is settled. A refused card leaves the pledge failed, with the reason.
 */
export async function chargePledge(pledgeId: string, now = new Date()): Promise<PledgeCharge> {
  const due = await prepare(pledgeId, now);
  if (typeof due === 'string') return due;
  const { pledge, drive, cents, recordId } = due;
  let intent: Stripe.Response<Stripe.PaymentIntent>;
  try {
    intent = await stripe().paymentIntents.create(
      {
        amount: cents,
        currency: appConfig.currency.toLowerCase(),
        customer: pledge.stripe_customer ?? undefined,
        payment_method: pledge.payment_method ?? undefined,
        off_session: true,
        confirm: true,
        description: `${drive.name} pledge`,
        metadata: { record_id: recordId, collection: DONATIONS_COLLECTION, pledge_id: pledge.id },
        // The charge and its fee come back with the answer: no read-back, one round trip a pledge.
        expand: ['latest_charge.balance_transaction'],
      },
      { idempotencyKey: `pledge-charge-${pledge.id}-${pledge.charge_attempts}` },
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    const reason = chargeFailureReason(error.code, error.decline_code);
    const at = now.toISOString();
    await settle(
      due,
      {
        status: 'failed',
        failure_reason: reason,
        record_id: recordId,
        charge_attempts: pledge.charge_attempts + 1,
      },
      (current) => checkoutFailed(current, at, reason),
      error.requestId ?? `pledge-charge-${pledge.id}`,
    );
    return 'failed';
  }
  // A replayed answer is the charge as it stood at the first try: a refund since would be written over.
  const replayed = intent.lastResponse.headers['idempotent-replayed'] === 'true';
  const charge = replayed
    ? await chargeOfPaymentIntent(intent.id)
    : typeof intent.latest_charge === 'object'
      ? intent.latest_charge
      : null;
  const charges = await chargeMap(charge?.status === 'succeeded' ? [charge] : []);
  const completed = (current: StoredRecord) =>
    checkoutCompleted(current, {
      sessionId: pledge.setup_session ?? intent.id,
      customerId: pledge.stripe_customer,
      paymentIntentId: intent.id,
      subscriptionId: null,
      paid: true,
      charges,
    });
  await settle(
    due,
    {
      status: 'charged',
      charged_units: due.count,
      charged_amount: centsToDollars(cents),
      record_id: recordId,
    },
    completed,
    intent.id,
  );
  return 'charged';
}
