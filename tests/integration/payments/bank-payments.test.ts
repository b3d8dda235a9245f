import { describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../../support/api';
import { mailbox } from '../../support/maildev';
import { sessionIdOf, type Started } from '../../support/payments-bed';
import { useReceiptsBed } from '../../support/receipts-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';

/*
 * A sponsorship or a large gift paid from a US bank account: authorised at checkout, processing for days, then
 * cleared with ACH's fee (0.8%, at most $5) and receipted once, or returned by the bank (one note to the payer).
 */

const bed = useReceiptsBed();
const partner = async (id: string) => (await bed.admin.db.doc(`community_partners/${id}`).get()).data()!;
const donation = async (id: string) => (await bed.admin.db.doc(`donations/${id}`).get()).data()!;

async function startSponsorship(email: string) {
  const { status, body } = await postApi<Started>(
    '/api/checkout/sponsorship',
    sponsorBody({ level: 'gold', plan: 'full', payment_method: 'bank', email }),
  );
  expect(status).toBe(200);
  return { id: body.id, sessionId: sessionIdOf(body.url) };
}

describe('paying from a bank account', () => {
  it('a Gold sponsorship: processing and pledged with no receipt, then cleared with $1,195.00 net and one receipt', async () => {
    const { id, sessionId } = await startSponsorship('bank@bayhardware.example.com');
    const [create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['us_bank_account'],
      line_items: [{ price_data: { unit_amount: '120000' } }],
    });
    expectDelivered(await sandbox.pay(sessionId));
    const processing = await partner(id);
    expect(processing).toMatchObject({
      checkout_status: 'processing',
      checkout_method: 'us_bank_account',
      total_pledged_amt: 1200,
      payment_completed_at: null,
    });
    expect(processing.net_payment ?? null).toBeNull();
    expect((await bed.admin.db.collection('mail').get()).size).toBe(0);

    expectDelivered(await sandbox.settleBankDebit(processing.payment_intent_id as string, 'succeed'));
    const cleared = await partner(id);
    expect(cleared).toMatchObject({
      checkout_status: 'complete',
      total_pledged_amt: 1200,
      net_payment: 1195,
      payment_completed_at: expect.any(String),
    });
    expect(Object.values(cleared.stripe_charges)).toEqual([
      expect.objectContaining({ amount: 120_000, fee: 500, net: 119_500, method: 'us_bank_account' }),
    ]);
    const [receipt] = await bed.inbox('bank@bayhardware.example.com');
    expect(receipt!.subject).toMatch(/\$1,200\.00 received/);
    expect(receipt!.text).toMatch(/Paid by:\s+Bank account/);
    expect(await bed.settled(1)).toHaveProperty('size', 1);
  });

  it('a debit the bank returns: the pledge is cancelled, no receipt, and one note however often Stripe says so', async () => {
    const { id, sessionId } = await startSponsorship('returned@bayhardware.example.com');
    expectDelivered(await sandbox.pay(sessionId));
    const intent = (await partner(id)).payment_intent_id as string;
    const events = expectDelivered(await sandbox.settleBankDebit(intent, 'fail'));
    expect(await partner(id)).toMatchObject({
      checkout_status: 'failed',
      total_pledged_amt: null,
      payment_completed_at: null,
      cancel_date: expect.any(String),
    });
    // The office reads why in the record's history.
    const history = await bed.admin.db.collection('record_events').where('record_id', '==', id).get();
    expect(history.docs.map((doc) => doc.data().summary)).toContain(
      'The payment failed: The account has insufficient funds.',
    );

    const [note] = await bed.inbox('returned@bayhardware.example.com');
    expect(note!.subject).toMatch(/^Your bank payment to .+ did not go through$/);
    expect(note!.text).toMatch(/did not complete your payment of \$1,200\.00 for your Gold sponsorship/);
    expect(note!.text).toContain('The reason your bank gave: The account has insufficient funds.');
    expect(note!.text).toContain('Nothing was charged for this payment');
    expect(note!.text).toContain('Pay again: http://localhost:5173/?give=community-partner');
    expect(note!.attachments ?? []).toHaveLength(0);
    const mailId = `payment_failed_community_partners_${id}`;
    const mail = await bed.mailDoc(mailId);
    expect(mail).toMatchObject({
      kind: 'payment_failed',
      summary: 'Bank payment returned: $1,200.00',
      record: { collection: 'community_partners', id },
    });
    expect(note!.text).toContain(mail.replyTo!);
    // What every member of the office sees in the record's mail list.
    expect((await bed.admin.db.doc(`mail_status/${mailId}`).get()).data()).toMatchObject({
      kind: 'payment_failed',
      summary: 'Bank payment returned: $1,200.00',
    });

    for (const event of events) expectDelivered(await sandbox.resend(event.id));
    expect(await bed.settled(1)).toHaveProperty('size', 1);
    expect(await mailbox.to('returned@bayhardware.example.com')).toHaveLength(1);
  });

  it('a returned gift’s note is in the payer’s Spanish and sends them back to the donate form; a card gets none', async () => {
    // A card is declined on Stripe's page while the payer is there: its late failure gets no note.
    const card = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ email: 'card@example.com' }),
    );
    expectDelivered(await sandbox.pay(sessionIdOf(card.body.url), { async: 'fail' }));
    expect(await donation(card.body.id)).toMatchObject({ checkout_status: 'failed' });

    const { body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ amount: 600, payment_method: 'bank', language: 'es', email: 'rosa@example.com' }),
    );
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const intent = (await donation(body.id)).payment_intent_id as string;
    expectDelivered(await sandbox.settleBankDebit(intent, 'fail'));
    const [note] = await bed.inbox('rosa@example.com');
    expect(note!.subject).toMatch(/^Su pago bancario a .+ no se completó$/);
    expect(note!.text).toMatch(/Su banco no completó su pago de \$600\.00 por su donación para /);
    expect(note!.text).toContain(
      'El motivo que dio su banco (en inglés): The account has insufficient funds.',
    );
    expect(note!.text).toContain('Pagar de nuevo: http://localhost:5173/?give=donate');
    expect([...(await bed.settled(1)).keys()]).toEqual([`payment_failed_donations_${body.id}`]);
  });

  it('covers the bank fee, not the card fee, when the payer adds it: $500 by bank adds $4.03', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ amount: 500, cover_fee: true, payment_method: 'bank' }),
    );
    const [create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({ line_items: [{ price_data: { unit_amount: '50403' } }] });
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const intent = (await donation(body.id)).payment_intent_id as string;
    expectDelivered(await sandbox.settleBankDebit(intent, 'succeed'));
    expect(await donation(body.id)).toMatchObject({ net_payment: 500, total_pledged_amt: 500 });
  });

  it('is refused below the threshold: a clear message beside the field, nothing written, no session', async () => {
    const { status, body } = await postApi(
      '/api/checkout/donation',
      donationBody({ amount: 50, payment_method: 'bank' }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Paying by bank is not offered for this payment. Please choose Card.',
      field: 'payment_method',
    });
    expect((await bed.admin.db.collection('donations').get()).size).toBe(0);
    expect(await sandbox.sessionCreates()).toHaveLength(0);
  });
});
