import { giftCharge, centsToDollars, type FeeMethod } from '@hope/domain/money';
import { publicCheckPledgeRecord, publicPartnerCheckoutRecord, requestSchemas } from '@hope/domain/public';
import { createdSummaries, PARTNERS_COLLECTION, PUBLIC_ACTOR } from '@hope/domain/records';
import {
  defaultSettings,
  gradeTeacherOptions,
  type SchoolSettings,
  type SponsorshipLevelSettings,
} from '@hope/domain/settings';
import { cardCheckout, createdAtFor, DAY_MS, OUTCOMES, type CardOutcome } from './card-steps';
import { personName, students } from './demo-people';
import { benefitSteps, checklistEdit, checkStep } from './office-steps';
import type { Random } from './random';
import type { RecordStory, StoryStep } from './record-story';

const COMPANIES = [
  'Sunrise Dental',
  'Bay Hardware',
  'Golden Bakery',
  'Pacific Realty',
  'Oak Tree Law',
  'Bright Tutors',
  'Harbor Auto',
  'Green Leaf Cafe',
  'Summit Insurance',
  'Lotus Yoga',
  'Cedar Pharmacy',
  'Blue Wave Swim',
];
/** Of the paid sponsors' benefits, the share the team has delivered: all, half, or none yet. */
const DELIVERED_SHARES = [1, 0.5, 0];

export interface PartnerSale {
  company: string;
  level: SponsorshipLevelSettings;
  /** 'check', or a card (or a bank debit) paid in full or in installments (months). */
  payment: 'check' | { months: number | null; method?: FeeMethod };
  createdAt: Date;
  /** What became of the card checkout; of a check pledge, 'paid' once the check came in, else unpaid. */
  outcome: CardOutcome;
  /** Of each benefit, the share delivered once paid. */
  delivered: number;
  /** The settings of the day of the sale: its classes, t-shirt sizes and threshold, and levels. */
  settings: Pick<
    SchoolSettings,
    'classes' | 'campaigns' | 'time_zone' | 'tShirtSizes' | 'giving' | 'sponsorshipLevels'
  >;
}

/**
 * A sponsorship from the public page as the app records it: a check pledge (pledged at once, paid when the office
 * records the check) or a card checkout (in full or in installments), then the benefits the team delivered.
 */
export function partnerStory(random: Random, sale: PartnerSale, now: Date): RecordStory {
  const { company, level, createdAt } = sale;
  const contact = personName(random);
  const domain = `${company.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`;
  const kids = random.chance(0.6)
    ? students(random, 0, gradeTeacherOptions(sale.settings), [], sale.settings.giving.tShirtThreshold)
    : {};
  const fields = {
    company_name: company,
    contact_name: contact,
    contact_phone: `(555) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
    email: `${contact.split(' ')[0]!.toLowerCase()}@${domain}`,
    level: level.id,
    ...kids,
  };
  const schemas = requestSchemas(sale.settings);
  let steps: StoryStep[] = [];
  let paidAt: Date | null = null;
  let story: Omit<RecordStory, 'steps'>;
  if (sale.payment === 'check') {
    const request = schemas.checkPledge.parse(fields);
    paidAt = new Date(createdAt.getTime() + random.int(2, 10) * DAY_MS);
    if (sale.outcome === 'paid' && paidAt <= now)
      steps = [checkStep(random, PARTNERS_COLLECTION, level.price, paidAt)];
    else paidAt = null;
    story = {
      collection: PARTNERS_COLLECTION,
      record: publicCheckPledgeRecord(request, level, createdAt),
      created: {
        kind: 'pledged',
        summary: createdSummaries.checkPledge(level.name),
        actor: PUBLIC_ACTOR,
      },
    };
  } else {
    const { months, method = 'card' } = sale.payment;
    const coverFee = random.chance(0.25);
    const request = schemas.sponsorshipCheckout.parse({
      ...fields,
      ...(months ? { plan: 'installments', months } : { plan: 'full' }),
      cover_fee: coverFee,
      payment_method: method === 'card' ? 'card' : 'bank',
    });
    const charge = giftCharge(level.price, months, coverFee, method);
    const plan = {
      perPayment: centsToDollars(charge.giftCents),
      pledge: centsToDollars(charge.totalGiftCents),
      months,
      feeCovered: coverFee,
      method,
    };
    const checkout = cardCheckout(random, charge, sale.outcome, createdAt, now, method);
    ({ steps, paidAt } = checkout);
    story = {
      collection: PARTNERS_COLLECTION,
      record: publicPartnerCheckoutRecord(request, level, plan, createdAt),
      created: {
        kind: 'created',
        summary: createdSummaries.cardCheckout,
        actor: PUBLIC_ACTOR,
      },
    };
  }
  if (paidAt) {
    steps.push(...benefitSteps(random, level.benefits, sale.delivered, paidAt, now));
    const editAt = new Date(paidAt.getTime() + DAY_MS);
    if (random.chance(0.4) && editAt <= now) steps.push(checklistEdit(random, PARTNERS_COLLECTION, editAt));
  }
  return { ...story, steps: steps.sort((a, b) => a.at.getTime() - b.at.getTime()) };
}

/** This year's sponsors: every level, paid by check, in full or in installments, some not paid yet. */
export function demoPartnerStory(random: Random, index: number, now: Date): RecordStory {
  const levels = defaultSettings.sponsorshipLevels;
  const byCheck = index % 4 === 3;
  const installments = !byCheck && index % 3 === 1;
  // Some sponsors pay in full from their bank account, at a fraction of the card fee.
  const byBank = !byCheck && !installments && index % 4 === 2;
  const outcome = OUTCOMES[index % OUTCOMES.length]!;
  const sale: PartnerSale = {
    company: COMPANIES[index % COMPANIES.length]!,
    level: levels[index % levels.length]!,
    payment: byCheck
      ? 'check'
      : { months: installments ? 6 : null, ...(byBank ? { method: 'us_bank_account' as const } : {}) },
    createdAt: createdAtFor(random, now, outcome === 'open' && !byCheck),
    outcome,
    delivered: DELIVERED_SHARES[index % DELIVERED_SHARES.length]!,
    settings: defaultSettings,
  };
  return partnerStory(random, sale, now);
}
