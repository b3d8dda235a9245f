import {
  donationEditForm,
  officeBenefitTick,
  officeEdit,
  officeNewRecord,
  partnerEditForm,
  type OfficeOutcome,
} from '@hope/domain/office';
import {
  DONATIONS_COLLECTION,
  moneyActionTransition,
  planEnded,
  type Actor,
  type DonationRecord,
  type Partner,
  type PartnerRecord,
  type RecordCollection,
  type StoredRecord,
  type Transition,
} from '@hope/domain/records';
import { adminEmailFor, defaultSettings } from '@hope/domain/settings';
import { schoolDateKey } from '@hope/domain/time';
import { DAY_MS, MINUTE_MS, stripeStep } from './card-steps';
import type { Random } from './random';
import type { StoryStep } from './record-story';

/** The office member the demo's office actions are written as: the demo team's admin. */
export const OFFICE_BY = adminEmailFor('demo-admin', defaultSettings);
export const OFFICE_ACTOR: Actor = { type: 'member', uid: 'demo-admin', email: OFFICE_BY };

/**
 * The record an office action names. Its transition reads only what the action does (the record is the one it
 * is applied to), so the story's actions name their collection and no id.
 */
const target = (collection: RecordCollection) => ({ collection, id: 'demo-record' });

/** An office request's id, as the back office sends one per confirmed dialog. */
function requestIdOf(random: Random): string {
  return `demo-${Math.floor(random.next() * 1e12).toString(36)}`;
}

/** The office cancels a running plan at `at` (its Cancel action), and Stripe reports the plan ended. */
export function planCancelSteps(random: Random, collection: RecordCollection, at: Date): StoryStep[] {
  const requestId = requestIdOf(random);
  const action = {
    action: 'cancel_plan' as const,
    ...target(collection),
    requestId,
    when: 'now' as const,
    note: 'The family asked to stop the monthly gift',
  };
  const endedAt = new Date(at.getTime() + MINUTE_MS);
  return [
    {
      at,
      actor: OFFICE_ACTOR,
      source: requestId,
      decide: () => moneyActionTransition(action, OFFICE_BY, at),
    },
    stripeStep(random, endedAt, (current) => planEnded(current, endedAt.toISOString())),
  ];
}

/** The office records a check deposited on the day of `at`, for `amount` dollars. */
export function checkStep(random: Random, collection: RecordCollection, amount: number, at: Date): StoryStep {
  const requestId = requestIdOf(random);
  const action = {
    action: 'record_check' as const,
    ...target(collection),
    requestId,
    checkNumber: String(random.int(1001, 9999)),
    amount,
    depositedOn: schoolDateKey(defaultSettings.time_zone, at),
  };
  return {
    at,
    actor: OFFICE_ACTOR,
    source: requestId,
    decide: () => moneyActionTransition(action, OFFICE_BY, at),
  };
}

/**
 * The team delivers a sponsor's benefits over the days after `from`: of each benefit, `share` of its quantity
 * (1: all of it), one tick per delivery as the sponsor ledger records them.
 */
export function benefitSteps(
  random: Random,
  benefits: Partner['level_benefits'],
  share: number,
  from: Date,
  now: Date,
): StoryStep[] {
  const steps: StoryStep[] = [];
  (benefits ?? []).forEach((benefit, index) => {
    const due = Math.floor(benefit.quantity * share);
    for (let done = 1; done <= due; done += 1) {
      const at = new Date(from.getTime() + (index * 3 + done) * DAY_MS);
      if (at > now) return;
      steps.push(
        officeStep(random, at, (current) =>
          accepted(officeBenefitTick(current as Partner, index, 1, OFFICE_BY, at)),
        ),
      );
    }
  });
  return steps;
}

/** A record the office adds with the add form's Save: built and checked by the server's own rules. */
export function officeRecord(collection: RecordCollection, form: object, at: Date): StoredRecord {
  const built = officeNewRecord(collection, form, at, defaultSettings);
  if (!built.ok) throw new Error(`The demo adds a record the app refuses: ${built.message}`);
  return built.record;
}

/** An office change's transition, or the demo is wrong: the app itself would refuse it. */
function accepted(outcome: OfficeOutcome): Transition {
  if (!outcome.ok)
    throw new Error(`The demo asks for an office change the app refuses: ${JSON.stringify(outcome)}`);
  return outcome.transition;
}

/** The office ticks its checklist and notes on the record's details: the details view's Save. */
export function checklistEdit(random: Random, collection: RecordCollection, at: Date): StoryStep {
  const ticks = {
    magnet_given: random.chance(0.5) ? 'true' : 'false',
    tshirt_given: random.chance(0.5) ? 'true' : 'false',
    notes: random.chance(0.5) ? 'Met at Back to School Night.' : '',
  };
  return officeStep(random, at, (current) => {
    const saved = { ...current, id: 'demo-record' };
    const form =
      collection === DONATIONS_COLLECTION
        ? donationEditForm(saved as DonationRecord, defaultSettings)
        : partnerEditForm(saved as PartnerRecord, defaultSettings);
    return accepted(officeEdit(collection, current, {}, { ...form, ...ticks }, at, defaultSettings));
  });
}

/** An office change at `at`, with its request id as the back office sends one per Save or tick. */
function officeStep(random: Random, at: Date, decide: StoryStep['decide']): StoryStep {
  return { at, actor: OFFICE_ACTOR, source: requestIdOf(random), decide };
}
