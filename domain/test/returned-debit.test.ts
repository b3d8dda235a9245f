import { describe, expect, it } from 'vitest';
import { mailPlanFor, plannedMail, type PlannedMail, type SkippedMail } from '../src/receipts';
import {
  checkoutFailed,
  monthlyPaymentFailed,
  settle,
  type RecordCollection,
  type StoredRecord,
} from '../src/records';
import { defaultSettings } from '../src/settings';
import { donation, partner } from './fixtures';

/*
 * The note to a payer whose bank returned the debit of their checkout: planned from the history entry that
 * failed the checkout, in the record's language, with the bank's reason and the form to pay again.
 */

const AT = '2026-11-09T18:00:00.000Z';
const ORIGIN = 'https://hope.example.org';
const REASON = 'The account has insufficient funds.';
const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest as unknown as StoredRecord;
const bankPartner = (overrides: Parameters<typeof partner>[0] = {}) =>
  strip(partner({ checkout_status: 'processing', checkout_method: 'us_bank_account', ...overrides }));

const contextOf = (collection: RecordCollection) =>
  ({ collection, id: 'p1', now: new Date(AT), actor: { type: 'stripe' }, source: 'evt_1' }) as const;

/** What the trigger does: the failure's history entry, its plan, the note for the record as it is now. */
function noteFor(
  record: StoredRecord,
  reason: string | null,
  collection: RecordCollection = 'community_partners',
): PlannedMail | SkippedMail | null {
  const { next, events } = settle(record, checkoutFailed(record, AT, reason), contextOf(collection));
  // A failure that changes nothing (a late one) writes no history entry, so it plans nothing.
  const plan = events[0] ? mailPlanFor(events[0].event) : null;
  return plan && plannedMail(plan, next, defaultSettings, new Date(AT), null, ORIGIN);
}

const message = (planned: PlannedMail | SkippedMail | null) => {
  if (!planned || !('message' in planned)) throw new Error(`No note: ${JSON.stringify(planned)}`);
  return planned;
};

describe('the note of a returned bank payment', () => {
  it('names the sponsorship and its amount, the bank’s reason, that nothing was charged, and the way back', () => {
    const note = message(noteFor(bankPartner(), REASON));
    expect(note.kind).toBe('payment_failed');
    expect(note.summary).toBe('Bank payment returned: $1,200.00');
    const { subject, text, html } = note.message;
    expect(subject).toBe('Your bank payment to Hope Parent Organization did not go through');
    expect(text).toContain('Dear Bo Chen,');
    expect(text).toMatch(/did not complete your payment of \$1,200\.00 for your Gold sponsorship of the /);
    expect(text).toContain(`The reason your bank gave: ${REASON}`);
    expect(text).toContain('Nothing was charged for this payment, and you owe nothing for it.');
    expect(text).toContain(`Pay again: ${ORIGIN}/?give=community-partner`);
    expect(text).toContain(`Write to us at ${defaultSettings.organization.officeEmail}`);
    expect(html).toContain(`<a href="${ORIGIN}/?give=community-partner">Pay again</a>`);
  });

  it('is written in Spanish for a Spanish-speaking payer, the bank’s words kept as the bank gave them', () => {
    const { message: note } = message(noteFor(bankPartner({ language: 'es' }), REASON));
    expect(note.subject).toBe('Su pago bancario a Hope Parent Organization no se completó');
    expect(note.text).toContain('Estimado(a) Bo Chen:');
    expect(note.text).toMatch(/Su banco no completó su pago de \$1,200\.00 por su patrocinio /);
    expect(note.text).toContain(`El motivo que dio su banco (en inglés): ${REASON}`);
    expect(note.text).toContain('No se cobró nada por este pago');
    expect(note.text).toContain(`Pagar de nuevo: ${ORIGIN}/?give=community-partner`);
  });

  it('sends a giver back to the donate form, for the gift with the bank fee they added, without a reason unknown', () => {
    const gift = strip(
      donation({
        donation_amount: 500,
        fee_covered: true,
        checkout_status: 'processing',
        checkout_method: 'us_bank_account',
      }),
    );
    const note = message(noteFor(gift, null, 'donations'));
    expect(note.summary).toBe('Bank payment returned: $504.03');
    expect(note.message.text).toContain('Dear Ana Garcia,');
    expect(note.message.text).toContain('payment of $504.03 for your gift to the ');
    expect(note.message.text).not.toContain('The reason');
    expect(note.message.text).toContain(`${ORIGIN}/?give=donate`);
  });

  it('is one per record, and none for a card, a late failure or a record without an email', () => {
    const failed = checkoutFailed(bankPartner(), AT, REASON);
    const { next, events } = settle(bankPartner(), failed, contextOf('community_partners'));
    expect(mailPlanFor(events[0]!.event)).toEqual({
      kind: 'payment_failed',
      mailId: 'payment_failed_community_partners_p1',
      invoiceId: null,
    });
    // The bank's reason is kept on the record, where the note reads it.
    expect(next.payment_failure_reason).toBe(REASON);
    expect(noteFor(strip(partner({ checkout_status: 'processing' })), REASON)).toEqual({
      skip: 'Only a returned bank payment gets a note.',
    });
    expect(
      noteFor(bankPartner({ checkout_status: 'complete', payment_completed_at: AT }), REASON),
    ).toBeNull();
    expect(noteFor(bankPartner({ email: '' }), REASON)).toMatchObject({
      skip: expect.stringContaining('no email'),
    });
  });

  it('is one per invoice of a plan by bank, for that payment, and the checkout’s failure adds none', () => {
    const plan = bankPartner({ months: 3, donation_type: 'monthly', fee_covered: true });
    const failed = monthlyPaymentFailed(plan, AT, { invoiceId: 'in_2', reason: REASON });
    const { next, events } = settle(plan, failed, contextOf('community_partners'));
    expect(events[0]!.event.summary).toBe(`A monthly payment failed: ${REASON}`);
    const mailPlan = mailPlanFor(events[0]!.event)!;
    expect(mailPlan).toEqual({
      kind: 'payment_failed',
      mailId: 'payment_failed_community_partners_p1_in_2',
      invoiceId: 'in_2',
    });
    const note = message(plannedMail(mailPlan, next, defaultSettings, new Date(AT), null, ORIGIN));
    // $1,200 in 3 payments of $400, each with the bank's fee covered: $403.23 was asked of the bank.
    expect(note.summary).toBe('Bank payment returned: $403.23');
    expect(note.message.text).toContain(`The reason your bank gave: ${REASON}`);
    // The same invoice reported again changes nothing, so no second entry (and no second note) is written.
    expect(
      settle(
        next,
        monthlyPaymentFailed(next, AT, { invoiceId: 'in_2', reason: REASON }),
        contextOf('community_partners'),
      ).events,
    ).toHaveLength(0);
    expect(noteFor(plan, REASON)).toEqual({
      skip: "A monthly plan's returned bank payment gets its note from its invoice.",
    });
    // A card plan's failed invoice is remembered, with no note.
    const card = strip(partner({ months: 3, checkout_status: 'complete' }));
    const cardFailed = settle(
      card,
      monthlyPaymentFailed(card, AT, { invoiceId: 'in_9', reason: null }),
      contextOf('community_partners'),
    );
    const cardPlan = mailPlanFor(cardFailed.events[0]!.event)!;
    expect(plannedMail(cardPlan, cardFailed.next, defaultSettings, new Date(AT), null, ORIGIN)).toEqual({
      skip: 'Only a returned bank payment gets a note.',
    });
  });
});
