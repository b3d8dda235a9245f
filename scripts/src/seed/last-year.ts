import { campaignRange, type Campaign } from '@hope/domain';
import { paymentFields, students } from './demo-data';
import { seededRandom } from './random';

/** Teachers of last year: two have since left, so their texts are in no current choice. */
const LAST_YEAR_CLASSES = [
  'TK - Ms. Rivera',
  '2nd Grade - Ms. Ortega',
  '3rd Grade - Mr. Brown',
  '5th Grade - Mr. Hale',
];

/**
 * A few completed records of last year's campaign. They keep the texts they were given then: teachers who have
 * left and a Gold level sold under another name and price, so a past campaign shows its own history.
 */
export function lastYearRecords(campaign: Campaign) {
  const random = seededRandom(2025);
  const { startIso } = campaignRange(campaign);
  const dayMs = 24 * 60 * 60 * 1000;
  const at = (days: number) => new Date(new Date(startIso).getTime() + days * dayMs + 15 * 60 * 60 * 1000);
  const gifts: [string, number][] = [
    ['Ana Torres', 1000],
    ['Ben Ito', 250],
    ['Carla Ruiz', 500],
    ['Dev Shah', 100],
    ['Ella Park', 1000],
    ['Femi Ade', 50],
  ];
  const donations = gifts.map(([name, amount], index) => {
    const createdAt = at(20 + index * 30);
    return {
      parent_name: name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
      donation_amount: amount,
      donation_type: 'one_time' as const,
      total_pledged_amt: amount,
      company_matching: false,
      form_submitted_at: createdAt.toISOString(),
      months: null,
      ...students(random, amount, LAST_YEAR_CLASSES),
      ...paymentFields(random, 'completed', createdAt, amount),
    };
  });
  const partner = (
    company: string,
    level: 'gold' | 'bronze',
    levelName: string,
    price: number,
    days: number,
  ) => ({
    company_name: company,
    contact_name: 'Jordan Lee',
    contact_phone: '(555) 201-3344',
    email: `jordan@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
    partnership_level: level,
    level_name: levelName,
    partnership_amount: price,
    total_pledged_amt: price,
    donation_type: 'one_time' as const,
    months: null,
    pay_by_check: false,
    stripe_product_id: null,
    banner: null,
    website: null,
    children_data: null,
    grade_teacher_data: null,
    ...paymentFields(random, 'completed', at(days), price),
  });
  return {
    donations,
    partners: [
      partner('Maple Print Shop', 'gold', 'Gold Star', 1000, 45),
      partner('Corner Deli', 'bronze', 'Bronze', 400, 120),
    ],
  };
}
