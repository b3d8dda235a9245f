import { giftCharge, centsToDollars } from '@hope/domain/money';
import { emptyAddDonationForm } from '@hope/domain/office';
import { publicDonationRecord, requestSchemas, type PageAttribution } from '@hope/domain/public';
import {
  createdSummaries,
  DONATIONS_COLLECTION,
  donationTypeSchema,
  PUBLIC_ACTOR,
  type Donation,
  type Partner,
} from '@hope/domain/records';
import { defaultSettings, gradeTeacherOptions, type SchoolSettings } from '@hope/domain/settings';
import { cardCheckout, createdAtFor, DAY_MS, OUTCOMES, type CardOutcome } from './card-steps';
import { demoPartnerStory } from './demo-partners';
import { emailOf, personName, students } from './demo-people';
import { checklistEdit, checkStep, OFFICE_ACTOR, officeRecord, planCancelSteps } from './office-steps';
import { seededRandom, type Random } from './random';
import { playStory, type RecordStory } from './record-story';

const CLASSES = gradeTeacherOptions(defaultSettings);

/** A check gift the office entered (the public page takes cards only), and the check once it was deposited. */
function checkDonationStory(random: Random, index: number, now: Date): RecordStory {
  const createdAt = createdAtFor(random, now, false);
  const name = personName(random);
  const amount = random.pick([50, 100, 250, 500, 1000]);
  const form = {
    ...emptyAddDonationForm(),
    parent_name: name,
    email: emailOf(name),
    donation_amount: String(amount),
    donation_type: 'check' as const,
    company_matching: random.chance(0.25),
    ...students(random, amount, CLASSES, defaultSettings.tShirtSizes, defaultSettings.giving.tShirtThreshold),
  };
  const depositedAt = new Date(createdAt.getTime() + random.int(1, 4) * DAY_MS);
  const paid = index % 2 === 1 && depositedAt <= now;
  return {
    collection: DONATIONS_COLLECTION,
    record: officeRecord(DONATIONS_COLLECTION, form, createdAt),
    created: { kind: 'created', summary: createdSummaries.office, actor: OFFICE_ACTOR },
    steps: paid ? [checkStep(random, DONATIONS_COLLECTION, amount, depositedAt)] : [],
  };
}

export interface CardGift {
  name: string;
  /** The gift in each payment (dollars) and the number of monthly payments (null: one-time). */
  perPayment: number;
  months: number | null;
  createdAt: Date;
  outcome: CardOutcome;
  /** A monthly gift the family stopped: the office cancelled the plan this many days after the first payment. */
  stopsAfterDays: number | null;
  /** The settings of the day of the gift: its classes, t-shirt sizes and threshold, and levels. */
  settings: Pick<
    SchoolSettings,
    'classes' | 'campaigns' | 'time_zone' | 'tShirtSizes' | 'giving' | 'sponsorshipLevels'
  >;
  /** A gift through a student page: the page names the student and class. */
  page?: PageAttribution;
}

/** A card gift from the public page: one-time or monthly, as its checkout and the webhook made it. */
export function cardDonationStory(random: Random, gift: CardGift, now: Date): RecordStory {
  const { months, perPayment, settings } = gift;
  const amount = perPayment * (months ?? 1);
  const request = requestSchemas(settings).donationCheckout.parse({
    donation_type: months ? 'monthly' : 'one_time',
    amount,
    ...(months ? { months } : {}),
    parent_name: gift.name,
    email: emailOf(gift.name),
    company_matching: random.chance(0.25),
    cover_fee: random.chance(0.3),
    ...students(
      random,
      perPayment,
      gradeTeacherOptions(settings),
      settings.tShirtSizes,
      settings.giving.tShirtThreshold,
    ),
  });
  const charge = giftCharge(amount, months, request.cover_fee);
  const plan = {
    perPayment: centsToDollars(charge.giftCents),
    pledge: centsToDollars(charge.totalGiftCents),
    months,
    feeCovered: request.cover_fee,
  };
  const checkout = cardCheckout(random, charge, gift.outcome, gift.createdAt, now);
  const steps = [...checkout.steps];
  if (checkout.paidAt) {
    const stopAt = new Date(checkout.paidAt.getTime() + (gift.stopsAfterDays ?? 0) * DAY_MS);
    if (months && gift.stopsAfterDays !== null && stopAt <= now)
      steps.push(...planCancelSteps(random, DONATIONS_COLLECTION, stopAt));
    const editAt = new Date(checkout.paidAt.getTime() + 2 * DAY_MS);
    if (random.chance(0.3) && editAt <= now) steps.push(checklistEdit(random, DONATIONS_COLLECTION, editAt));
  }
  return {
    collection: DONATIONS_COLLECTION,
    record: publicDonationRecord(request, plan, gift.createdAt, gift.page ?? null),
    created: { kind: 'created', summary: createdSummaries.cardCheckout, actor: PUBLIC_ACTOR },
    steps: steps.sort((a, b) => a.at.getTime() - b.at.getTime()),
  };
}

export function demoDonationStory(random: Random, index: number, now: Date): RecordStory {
  const type = donationTypeSchema.options[index % 3]!;
  if (type === 'check') return checkDonationStory(random, index, now);
  const outcome = OUTCOMES[index % OUTCOMES.length]!;
  const monthly = type === 'monthly';
  const gift: CardGift = {
    createdAt: createdAtFor(random, now, outcome === 'open'),
    name: personName(random),
    months: monthly ? random.int(3, 12) : null,
    perPayment: monthly ? random.pick([25, 50, 100]) : random.pick([50, 100, 250, 500, 1000, 1500]),
    outcome,
    // A few families stop their monthly gift after a payment or two.
    stopsAfterDays: index % 6 === 1 ? 20 : null,
    settings: defaultSettings,
  };
  return cardDonationStory(random, gift, now);
}

/** A donation document as the demo's story leaves it (for tests that need valid, consistent records). */
export function demoDonation(random: Random, index: number, now: Date): Donation {
  return playStory(demoDonationStory(random, index, now), `demo-donation-${index}`).record as Donation;
}

export function demoPartner(random: Random, index: number, now: Date): Partner {
  return playStory(demoPartnerStory(random, index, now), `demo-partner-${index}`).record as Partner;
}

const DEMO_DONATIONS = 36;
const DEMO_PARTNERS = 12;

/** This year's demo records and their lives: the same on every start (fixed seed), dated relative to `now`. */
export function demoStories(now: Date): { donations: RecordStory[]; partners: RecordStory[] } {
  const random = seededRandom(2026);
  return {
    donations: Array.from({ length: DEMO_DONATIONS }, (_, index) => demoDonationStory(random, index, now)),
    partners: Array.from({ length: DEMO_PARTNERS }, (_, index) => demoPartnerStory(random, index, now)),
  };
}

/** The demo records as stored once their stories are told. */
export function demoRecords(now: Date): { donations: Donation[]; partners: Partner[] } {
  const { donations, partners } = demoStories(now);
  return {
    donations: donations.map((story, index) => playStory(story, `demo-${index}`).record as Donation),
    partners: partners.map((story, index) => playStory(story, `demo-${index}`).record as Partner),
  };
}
