import { defaultSettings, gradeTeacherOptions } from '../src/settings';
import type { DonationRecord } from '../src/records/donation';
import type { PartnerRecord } from '../src/records/partner';

/** Small deterministic PRNG (mulberry32): the same seed always gives the same data set. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = ['Ana', 'Ben', 'Chloé', 'Dev', 'Elena', 'Farah', 'Gus', 'Hana', 'Ivan', 'June', '=Eve'];
const lastNames = ['Garcia', 'Nguyen', "O'Brien", 'Smith, Jr.', 'Kim', 'Patel', 'Lopez', 'Brown', 'Chen'];

export function generateData(donationCount: number, partnerCount: number, now: Date, seed = 42) {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const yearMs = 365 * 86_400_000;
  const instant = () => new Date(now.getTime() - Math.floor(random() * yearMs)).toISOString();
  const students = () => {
    const count = 1 + Math.floor(random() * 3);
    const options = Array.from({ length: count }, () => pick(gradeTeacherOptions(defaultSettings)));
    return {
      children_data: options.map(() => ({
        name: pick(firstNames),
        tShirtSize: pick(defaultSettings.tShirtSizes),
      })),
      grade_teacher_data: options.map((option) => ({ grade: option, teacher: option })),
    };
  };
  const payment = (amount: number) => {
    const paid = random() < 0.8;
    return {
      total_pledged_amt: paid ? amount : null,
      net_payment: paid ? Math.round(amount * 97.1) / 100 : null,
      payment_completed_at: paid ? instant() : null,
      cancel_date: !paid && random() < 0.3 ? instant() : null,
    };
  };
  const common = (amount: number) => {
    const created = instant();
    return {
      stripe_customer_id: null,
      stripe_session_id: null,
      payment_intent_id: null,
      payment_reference: null,
      created_at: created,
      updated_at: created,
      yearbook: null,
      magnet_given: random() < 0.5 ? null : random() < 0.5,
      tshirt_given: null,
      notes: random() < 0.1 ? '@note, with "quotes"\nand a line' : null,
      ...payment(amount),
      ...students(),
    };
  };

  const donations: DonationRecord[] = Array.from({ length: donationCount }, (_, index) => {
    const amount = Math.round(random() * 200_000) / 100;
    return {
      id: `d${index}`,
      parent_name: `${pick(firstNames)} ${pick(lastNames)}`,
      email: `parent${index}@example.com`,
      donation_amount: amount,
      donation_type: pick(['one_time', 'monthly', 'check'] as const),
      company_matching: random() < 0.2,
      form_submitted_at: null,
      ...common(amount),
    };
  });

  const partners: PartnerRecord[] = Array.from({ length: partnerCount }, (_, index) => {
    const level = pick(defaultSettings.sponsorshipLevels);
    return {
      id: `p${index}`,
      company_name: `${pick(lastNames)} Company ${index}`,
      contact_name: `${pick(firstNames)} ${pick(lastNames)}`,
      contact_phone: '(555) 123-4567',
      email: `partner${index}@example.com`,
      partnership_level: level.id,
      partnership_amount: level.price,
      donation_type: pick(['one_time', 'monthly'] as const),
      pay_by_check: random() < 0.2,
      stripe_product_id: level.productId,
      banner: null,
      website: null,
      ...common(level.price),
    };
  });
  return { donations, partners };
}
