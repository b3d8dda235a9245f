import { describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../../support/api';
import { mailbox } from '../../support/maildev';
import { sessionIdOf, type Started } from '../../support/payments-bed';
import { useReceiptsBed } from '../../support/receipts-bed';
import { expectDelivered, sandbox } from '../../support/sandbox';

const bed = useReceiptsBed();

async function startDonation(overrides: Record<string, unknown> = {}) {
  const { body } = await postApi<Started>('/api/checkout/donation', donationBody(overrides));
  return { id: body.id, sessionId: sessionIdOf(body.url) };
}

describe('card receipts', () => {
  it('sends one receipt with its PDF for a one-time gift, whatever the parent pays and nothing about students', async () => {
    const { id, sessionId } = await startDonation({
      amount: 250,
      parent_name: 'Ann Lee',
      email: 'ann@example.com',
    });
    expectDelivered(await sandbox.pay(sessionId));
    const [message] = await bed.inbox('ann@example.com');
    expect(message!.subject).toMatch(/^Your receipt from Hope Parent Organization: \$250\.00 received /);
    expect(message!.attachments).toEqual([
      expect.objectContaining({
        contentType: 'application/pdf',
        filename: expect.stringMatching(/^receipt-R-\w+\.pdf$/),
      }),
    ]);
    const pdf = await mailbox.attachment(message!.id, message!.attachments![0]!.generatedFileName);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const part of [message!.text!, await mailbox.html(message!.id)]) {
      expect(part).toContain('Hope Parent Organization');
      expect(part).toContain('00-0000000');
      expect(part).toContain('Ann Lee');
      expect(part).toContain('$250.00');
      expect(part).toContain('No goods or services were provided in exchange for this contribution.');
      expect(part).not.toContain('Bo Lee');
      expect(part).not.toContain('/api/portal');
    }
    const docs = await bed.settled(1);
    const [mailId, doc] = [...docs.entries()][0]!;
    expect(mailId).toMatch(new RegExp(`^receipt_donations_${id}_ch_`));
    expect(doc).toMatchObject({
      to: 'ann@example.com',
      kind: 'receipt',
      record: { collection: 'donations', id },
      delivery: { state: 'SUCCESS', attempts: 1, error: null, info: { accepted: ['ann@example.com'] } },
    });
  });

  it('sends exactly one receipt when every webhook event is delivered three times, out of order', async () => {
    const { sessionId } = await startDonation({ amount: 80, email: 'replay@example.com' });
    const events = expectDelivered(await sandbox.pay(sessionId));
    await bed.inbox('replay@example.com');
    for (const event of [...events].reverse()) expectDelivered(await sandbox.resend(event.id));
    for (const event of events) expectDelivered(await sandbox.resend(event.id));
    const docs = await bed.settled(1);
    expect(docs.size).toBe(1);
    expect(await mailbox.to('replay@example.com')).toHaveLength(1);
  });

  it('sends one receipt per payment of a 3-month pledge: installments 1, 2 and 3 of 3', async () => {
    const { id, sessionId } = await startDonation({
      donation_type: 'monthly',
      amount: 90,
      months: 3,
      email: 'monthly@example.com',
    });
    expectDelivered(await sandbox.pay(sessionId));
    const subscriptionId = (await bed.admin.db.doc(`donations/${id}`).get()).data()!.stripe_subscription_id;
    expectDelivered(await sandbox.advance(subscriptionId));
    expectDelivered(await sandbox.advance(subscriptionId));
    const messages = await bed.inbox('monthly@example.com', 3);
    const lines = messages.map(
      (message) => message.text!.match(/payment (\d) of 3 of a \$90\.00 pledge/)?.[1],
    );
    expect(lines.sort()).toEqual(['1', '2', '3']);
    expect(messages.every((message) => message.text!.includes('$30.00'))).toBe(true);
    // The last payment leaves nothing to update or cancel.
    const withLink = messages.map((message) => [
      /payment (\d) of 3/.exec(message.text!)?.[1],
      message.text!.includes('/api/portal?t='),
    ]);
    expect(withLink.sort()).toEqual([
      ['1', true],
      ['2', true],
      ['3', false],
    ]);
    expect((await bed.settled(3)).size).toBe(3);
  });

  it('gives a monthly installment’s receipt a link that opens the donor’s billing portal', async () => {
    const { id, sessionId } = await startDonation({
      donation_type: 'monthly',
      amount: 90,
      months: 3,
      email: 'portal@example.com',
    });
    expectDelivered(await sandbox.pay(sessionId));
    const [message] = await bed.inbox('portal@example.com');
    const link = message!.text!.match(/Update your card or cancel your monthly gift: (\S+)/)?.[1];
    expect(link).toMatch(/^http:\/\/localhost:\d+\/api\/portal\?t=/);
    expect(await mailbox.html(message!.id)).toContain(`href="${link!}"`);
    const opened = await fetch(link!, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/:12111\/portal\//);
    const { stripe_customer_id: customer } = (await bed.admin.db.doc(`donations/${id}`).get()).data()!;
    const portals = (await sandbox.requests()).filter(
      (entry) => entry.path === '/v1/billing_portal/sessions',
    );
    expect(portals).toEqual([expect.objectContaining({ body: expect.objectContaining({ customer }) })]);
  });

  it('acknowledges a sponsorship paid by card with its benefits and their estimated value', async () => {
    const { body } = await postApi<Started>(
      '/api/checkout/sponsorship',
      sponsorBody({ level: 'bronze', plan: 'full' }),
    );
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const [message] = await bed.inbox('sam@bayhardware.example.com');
    expect(message!.text).toContain('Sponsorship Receipt'.toUpperCase());
    expect(message!.text).toContain('Bay Hardware');
    expect(message!.text).toContain('Bronze sponsorship');
    // The sample Bronze level's benefits are valued ($100 and $30): the receipt deducts them.
    expect(message!.text).toContain('Website ad (Advertising; estimated value $100.00)');
    expect(message!.text).toContain('estimated fair market value of $130.00 in all');
    expect(message!.text).not.toContain('full amount is deductible');
  });
});
