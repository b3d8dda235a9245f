import { donationSchema, partnerSchema, paymentStatus as status } from '@hope/domain/records';
import { describe, expect, it } from 'vitest';
import { demoRecords } from '../src/seed/demo-data';

const now = new Date('2026-11-21T12:00:00Z');
const { donations, partners } = demoRecords(now);

describe('demo data', () => {
  it('matches the stored document schemas', () => {
    for (const donation of donations) expect(donationSchema.safeParse(donation).error).toBeUndefined();
    for (const partner of partners) expect(partnerSchema.safeParse(partner).error).toBeUndefined();
  });

  it('pairs every student with one grade entry', () => {
    for (const record of [...donations, ...partners]) {
      expect(record.children_data?.length).toBe(record.grade_teacher_data?.length);
    }
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
        donation.grade_teacher_data.map((entry) => String(entry.grade).split(' - ')[0]),
      ),
    );
    expect(grades.size).toBeGreaterThanOrEqual(6);
  });
});
