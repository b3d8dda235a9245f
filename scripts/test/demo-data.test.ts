import { donationSchema, partnerSchema } from '@hope/domain';
import { describe, expect, it } from 'vitest';
import { demoDonation, demoPartner } from '../src/seed/demo-data';
import { seededRandom } from '../src/seed/random';
import { DEMO_DONATIONS, DEMO_PARTNERS } from '../src/seed/seed-demo-data';

const now = new Date('2026-11-21T12:00:00Z');
const random = seededRandom(2026);
const donations = Array.from({ length: DEMO_DONATIONS }, (_, index) => demoDonation(random, index, now));
const partners = Array.from({ length: DEMO_PARTNERS }, (_, index) => demoPartner(random, index, now));
const status = (record: { payment_completed_at: string | null; cancel_date: string | null }) =>
  record.payment_completed_at ? 'completed' : record.cancel_date ? 'cancelled' : 'pending';

describe('demo data', () => {
  it('matches the stored document schemas', () => {
    for (const donation of donations) expect(donationSchema.safeParse(donation).error).toBeUndefined();
    for (const partner of partners) expect(partnerSchema.safeParse(partner).error).toBeUndefined();
  });

  it('has at least 30 donations and 10 partners spread over the last 60 days', () => {
    expect(donations.length).toBeGreaterThanOrEqual(30);
    expect(partners.length).toBeGreaterThanOrEqual(10);
    const ages = [...donations, ...partners].map(
      (record) => (now.getTime() - Date.parse(record.created_at)) / 86_400_000,
    );
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(30);
  });

  it('covers all three payment states, every donation type and students across grades', () => {
    expect(new Set(donations.map(status))).toEqual(new Set(['completed', 'pending', 'cancelled']));
    expect(new Set(partners.map(status))).toEqual(new Set(['completed', 'pending', 'cancelled']));
    expect(new Set(donations.map((donation) => donation.donation_type))).toEqual(
      new Set(['one_time', 'monthly', 'check']),
    );
    const grades = new Set(
      donations.flatMap((donation) =>
        donation.grade_teacher_data.map((entry) => entry.grade.split(' - ')[0]),
      ),
    );
    expect(grades.size).toBeGreaterThanOrEqual(6);
  });
});
