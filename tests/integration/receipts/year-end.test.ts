import type { StripeCharge } from '@hope/domain/records';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../support/maildev';
import { officeDonation, useReceiptsBed } from '../../support/receipts-bed';

const bed = useReceiptsBed();

const charge = (paid_at: string, amount = 10000, refunded = 0): StripeCharge => ({
  amount,
  fee: 320,
  net: amount - 320,
  refunded,
  paid_at,
});

/** A card gift (a record with its Stripe charges, as the webhook stores them). */
async function cardGift(
  email: string | null,
  name: string,
  charges: Record<string, StripeCharge>,
  extra = {},
) {
  await bed.admin.db
    .collection('donations')
    .doc()
    .set(
      officeDonation({
        email,
        parent_name: name,
        donation_type: 'one_time',
        stripe_charges: charges,
        ...extra,
      }),
    );
}

describe('year-end statements', () => {
  it('sends one statement per donor email for the school-time calendar year; a second run sends none', async () => {
    // Dee gives twice (two records, the email typed differently), once on New Year's Eve in school time.
    await cardGift('dee@example.com', 'Dee Park', { ch_a: charge('2025-03-10T18:00:00.000Z') });
    await cardGift('DEE@example.com ', 'Dee Park', { ch_b: charge('2026-01-01T07:30:00.000Z', 5000) });
    // Eli's second charge was refunded in full; a gift of 31 December 2024 (school time) is last year's.
    await cardGift('eli@example.com', 'Eli Moss', {
      ch_c: charge('2025-06-01T18:00:00.000Z', 2500),
      ch_d: charge('2025-07-01T18:00:00.000Z', 2500, 2500),
      ch_e: charge('2025-01-01T07:30:00.000Z', 9900),
    });
    await cardGift(
      'void@example.com',
      'Voided Parent',
      { ch_f: charge('2025-05-01T18:00:00.000Z') },
      {
        voided: { at: '2025-05-02T18:00:00.000Z', by: 'office', reason: 'Test gift' },
      },
    );
    await cardGift(null, 'No Email', { ch_g: charge('2025-05-01T18:00:00.000Z') });

    const preview = await bed.call('yearEndStatements', { action: 'preview', year: 2025 });
    expect(preview.result).toMatchObject({
      year: 2025,
      gifts: 3,
      total: 175,
      withoutEmail: 1,
      donors: [
        { email: 'dee@example.com', name: 'Dee Park', gifts: 2, total: 150, sent: null },
        { email: 'eli@example.com', name: 'Eli Moss', gifts: 1, total: 25, sent: null },
      ],
    });

    expect(await bed.sendStatements(2025)).toEqual({
      year: 2025,
      created: 2,
      alreadySent: 0,
    });
    const [dee] = await bed.inbox('dee@example.com');
    expect(dee!.subject).toBe('Your 2025 giving statement from Hope Parent Organization');
    expect(dee!.text).toContain('2025-03-10');
    expect(dee!.text).toContain('2025-12-31');
    expect(dee!.text).toMatch(/Total\s+\$150\.00/);
    expect(dee!.attachments![0]!.contentType).toBe('application/pdf');
    const [eli] = await bed.inbox('eli@example.com');
    expect(eli!.text).toMatch(/Total\s+\$25\.00/);
    expect(eli!.text).not.toContain('2024-12-31');
    await bed.settled(2);

    expect(await bed.sendStatements(2025)).toEqual({
      year: 2025,
      created: 0,
      alreadySent: 2,
    });
    const again = await bed.call('yearEndStatements', { action: 'preview', year: 2025 });
    expect((again.result as { donors: { sent: string }[] }).donors.map((donor) => donor.sent)).toEqual([
      'Sent',
      'Sent',
    ]);
    await bed.settled(2);
    expect(await mailbox.messages()).toHaveLength(2);

    expect(
      (await bed.call('yearEndStatements', { action: 'resend', year: 2025, email: 'eli@example.com' }))
        .status,
    ).toBe(200);
    await bed.inbox('eli@example.com', 2);
    expect(await mailbox.to('dee@example.com')).toHaveLength(1);
  });

  it('refuses a year out of range and a caller without the admin claim', async () => {
    expect(await bed.call('yearEndStatements', { action: 'send', year: 1999 })).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: 'Please choose a year from 2000 on' },
    });
    const { memberToken } = await import('../../support/callable');
    const viewer = await memberToken('someone@example.org', null);
    expect(await bed.call('yearEndStatements', { action: 'preview', year: 2025 }, viewer)).toMatchObject({
      error: { status: 'PERMISSION_DENIED' },
    });
  });
});
