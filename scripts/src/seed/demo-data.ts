import {
  defaultSettings,
  donationTypeSchema,
  gradeTeacherOptions,
  needsTShirtSize,
  type PaymentStatus,
} from '@hope/domain';
import { netAfterFees } from 'stripe-sandbox';

const GRADE_TEACHER_OPTIONS = gradeTeacherOptions(defaultSettings);
const { sponsorshipLevels: SPONSORSHIP_LEVELS, tShirtSizes: TSHIRT_SIZES } = defaultSettings;
import { seededRandom, type Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Chen',
  'Sofia',
  'Daniel',
  'Priya',
  'Lucas',
  'Emma',
  'Omar',
  'Grace',
  'Mateo',
];
const LAST_NAMES = [
  'Garcia',
  'Nguyen',
  'Smith',
  'Patel',
  'Johnson',
  'Kim',
  'Lopez',
  'Brown',
  'Rossi',
  'Okafor',
  'Cohen',
];
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

const STATES: PaymentStatus[] = ['completed', 'completed', 'completed', 'pending', 'cancelled'];

function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

export function students(random: Random, amount: number, options: readonly string[] = GRADE_TEACHER_OPTIONS) {
  const count = random.int(1, 3);
  const children = [];
  const gradeTeachers = [];
  for (let index = 0; index < count; index += 1) {
    const option = random.pick(options);
    children.push({
      name: `${random.pick(FIRST_NAMES)} Jr.`,
      tShirtSize: needsTShirtSize(amount) ? random.pick(TSHIRT_SIZES) : '',
    });
    gradeTeachers.push({ grade: option, teacher: option });
  }
  return { children_data: children, grade_teacher_data: gradeTeachers };
}

export function paymentFields(random: Random, state: PaymentStatus, createdAt: Date, netBase: number) {
  const completedAt = new Date(createdAt.getTime() + random.int(1, 30) * 60_000).toISOString();
  const id = Math.floor(random.next() * 1e12).toString(36);
  return {
    payment_completed_at: state === 'completed' ? completedAt : null,
    cancel_date: state === 'cancelled' ? completedAt : null,
    net_payment: state === 'completed' ? netAfterFees(netBase) : null,
    stripe_customer_id: state === 'completed' ? `cus_demo${id}` : null,
    stripe_session_id: `cs_test_demo${id}`,
    payment_intent_id: state === 'completed' ? `pi_demo${id}` : null,
    payment_reference: null,
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
    yearbook: null,
    magnet_given: random.chance(0.3) ? random.chance(0.5) : null,
    tshirt_given: random.chance(0.3) ? random.chance(0.5) : null,
    notes: random.chance(0.2) ? 'Met at Back to School Night.' : null,
  };
}

export function demoDonation(random: Random, index: number, now: Date) {
  const createdAt = new Date(
    now.getTime() - random.int(0, 60 * 24) * 60 * 60 * 1000 - random.int(0, 59) * 60_000,
  );
  const type = donationTypeSchema.options[index % 3]!;
  const state = type === 'check' && index % 2 === 0 ? 'pending' : STATES[index % STATES.length]!;
  const months = type === 'monthly' ? random.int(3, 12) : null;
  const amount =
    type === 'monthly' ? random.pick([25, 50, 83.33, 100]) : random.pick([50, 100, 250, 500, 1000, 1500]);
  const pledge = months ? Math.round(amount * months * 100) / 100 : amount;
  const name = personName(random);
  return {
    parent_name: name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    donation_amount: amount,
    donation_type: type,
    total_pledged_amt: state === 'pending' && type !== 'check' ? null : pledge,
    company_matching: random.chance(0.25),
    form_submitted_at: createdAt.toISOString(),
    months,
    ...students(random, amount),
    ...paymentFields(random, state, createdAt, amount),
  };
}

export function demoPartner(random: Random, index: number, now: Date) {
  const createdAt = new Date(now.getTime() - random.int(0, 59) * DAY_MS - random.int(0, 23) * 60 * 60 * 1000);
  const level = SPONSORSHIP_LEVELS[index % SPONSORSHIP_LEVELS.length]!;
  const payByCheck = index % 4 === 3;
  const installments = !payByCheck && index % 3 === 1;
  const state = STATES[index % STATES.length]!;
  const company = COMPANIES[index % COMPANIES.length]!;
  const contact = personName(random);
  const kids = random.chance(0.6) ? students(random, 0) : null;
  return {
    company_name: company,
    contact_name: contact,
    contact_phone: `(555) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
    email: `${contact.split(' ')[0]!.toLowerCase()}@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
    partnership_level: level.id,
    level_name: level.name,
    partnership_amount: level.price,
    total_pledged_amt: state === 'pending' && !payByCheck ? null : level.price,
    donation_type: installments ? 'monthly' : 'one_time',
    months: installments ? 6 : null,
    pay_by_check: payByCheck,
    stripe_product_id: level.productId,
    banner: random.chance(0.5) ? `${company}: proud supporter of our school` : null,
    website: random.chance(0.6)
      ? `https://www.${company.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`
      : null,
    children_data: kids?.children_data ?? null,
    grade_teacher_data: kids?.grade_teacher_data ?? null,
    ...paymentFields(random, state, createdAt, installments ? level.price / 6 : level.price),
  };
}

const DEMO_DONATIONS = 36;
const DEMO_PARTNERS = 12;

/** The demo records: the same on every start (fixed seed), dated relative to `now`. */
export function demoRecords(now: Date) {
  const random = seededRandom(2026);
  return {
    donations: Array.from({ length: DEMO_DONATIONS }, (_, index) => demoDonation(random, index, now)),
    partners: Array.from({ length: DEMO_PARTNERS }, (_, index) => demoPartner(random, index, now)),
  };
}
