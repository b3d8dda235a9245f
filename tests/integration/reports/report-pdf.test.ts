import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@hope/domain/money';
import { donationSchema, partnerSchema } from '@hope/domain/records';
import { callFunction, memberToken } from '../../support/callable';
import { adminForTests, clearFirestore } from '../../support/emulators';
import { seedMarchBooks } from '../../support/reports-bed';

const admin = adminForTests();
let viewer: string;
let nobody: string;

beforeAll(async () => {
  await clearFirestore();
  await seedMarchBooks(admin.db);
  viewer = await memberToken('report-viewer@example.org', { role: 'viewer' });
  nobody = await memberToken('report-nobody@example.org', null);
}, 60_000);
afterAll(async () => {
  await clearFirestore();
  await admin.close();
});

/** March's money straight from the stored records: every charge and check dated in March, less the fees. */
async function marchFromRecords(): Promise<{ gross: number; net: number }> {
  const [donations, partners] = await Promise.all([
    admin.db.collection('donations').get(),
    admin.db.collection('community_partners').get(),
  ]);
  const records = [
    ...donations.docs.map((doc) => donationSchema.parse(doc.data())),
    ...partners.docs.map((doc) => partnerSchema.parse(doc.data())),
  ];
  let gross = 0;
  let fees = 0;
  for (const record of records) {
    for (const charge of Object.values(record.stripe_charges ?? {}))
      if (charge.paid_at.startsWith('2026-03')) {
        gross += charge.amount;
        fees += charge.amount - (charge.net ?? charge.amount);
      }
    for (const check of Object.values(record.checks ?? {}))
      if (check.deposited_on.startsWith('2026-03')) gross += toCents(check.amount);
  }
  return { gross, net: gross - fees };
}

describe('the month report as a PDF (reportPdf)', () => {
  it('gives any member, viewers included, the PDF of the figures the records add up to', async () => {
    const answer = await callFunction('reportPdf', { month: '2026-03' }, viewer);
    const { fileName, base64, totals } = answer.result as {
      fileName: string;
      base64: string;
      totals: { gross: number; net: number; in_transit: number };
    };
    expect(fileName).toBe('hope-report-2026-03.pdf');
    expect(Buffer.from(base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const straight = await marchFromRecords();
    expect(totals).toEqual({ ...straight, in_transit: 100_000 });
    expect(straight).toEqual({ gross: 110_000, net: 109_680 });
  });

  it('refuses a visitor, a signed-in account with no role, and a month that is not one', async () => {
    expect((await callFunction('reportPdf', { month: '2026-03' }, null)).error?.status).toBe(
      'UNAUTHENTICATED',
    );
    expect((await callFunction('reportPdf', { month: '2026-03' }, nobody)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    const bad = await callFunction('reportPdf', { month: 'March' }, viewer);
    expect(bad.error).toEqual({ status: 'INVALID_ARGUMENT', message: 'Choose a month, written YYYY-MM' });
  });
});
