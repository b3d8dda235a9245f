import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { callFunction, memberToken } from '../support/callable';
import { eventually, mailbox } from '../support/maildev';

const { admin, open } = useBackOffice({ fresh: 'test', mailbox: true, closePages: 'test' });

/** Two cash gifts left in the office without an address, deposited by two members: each receipt is owed. */
async function depositAnonymousCash(): Promise<void> {
  const treasurer = await memberToken('treasurer@example.org', { admin: true });
  const second = await memberToken('second@example.org', { role: 'admin' });
  const step = async (data: Record<string, unknown>, token = treasurer) => {
    const answer = await callFunction('depositAction', { requestId: randomUUID(), ...data }, token);
    if (answer.status !== 200) throw new Error(`The deposit step failed: ${JSON.stringify(answer)}`);
    return answer.result as { batchId: string };
  };
  const { batchId } = await step({ op: 'open' });
  for (const [name, cents] of [
    ['Envelope Family', 4000],
    ['Bake Sale Jar', 2500],
  ] as const) {
    const payer = { type: 'new', kind: 'donation', name, email: '' };
    await step({
      op: 'add_item',
      batchId,
      item: { method: 'cash', amount_cents: cents, check_number: null, payer },
    });
  }
  await step({ op: 'count', batchId, counted: { cash_cents: 6500, check_cents: 0 } });
  await step({ op: 'sign_off', batchId }, second);
}

const owedLine = (page: import('playwright-core').Page, donor: string) =>
  page
    .getByRole('region', { name: 'Payments without a receipt' })
    .getByRole('listitem')
    .filter({ hasText: donor });

describe('the receipts owed on the Receipts screen', () => {
  it(
    'names each donor, adds a missing email right there, and lets an anonymous cash gift go without a receipt',
    {
      timeout: 120_000,
    },
    async () => {
      await depositAnonymousCash();
      const page = await open('/admin/receipts', DESKTOP);
      const envelope = owedLine(page, 'Envelope Family');
      const jar = owedLine(page, 'Bake Sale Jar');
      await expectVisible(envelope.getByText('Not sent: no email address'));
      await expectVisible(jar.getByText('Not sent: no email address'));

      // Add email: checked in the dialog, saved through the record's edit (its history says so), then sent.
      await envelope.getByRole('button', { name: 'Add email' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add email for Envelope Family' });
      await dialog.getByLabel('Email address').fill('not an address');
      await dialog.getByRole('button', { name: 'Save email' }).click();
      await expectVisible(dialog.getByText('Please enter a valid email address'));
      expect(await dialog.textContent()).not.toMatch(/\[\d{3}\]/);
      await screenshot(page, 'receipts-add-email-refused-1280');
      await expectNoSeriousA11yViolations(page, 'the Add email dialog, refused');
      await dialog.getByLabel('Email address').fill('envelope@example.com');
      await dialog.getByRole('button', { name: 'Save email' }).click();
      await dialog.waitFor({ state: 'detached' });
      await envelope.waitFor({ state: 'detached', timeout: 60_000 });
      await eventually(
        'the receipt in MailDev',
        async () => (await mailbox.to('envelope@example.com')).length === 1,
      );
      const [envelopeRecord] = (
        await admin.db.collection('donations').where('parent_name', '==', 'Envelope Family').get()
      ).docs;
      expect(envelopeRecord!.get('email')).toBe('envelope@example.com');
      const edits = await admin.db
        .collection('record_events')
        .where('record_id', '==', envelopeRecord!.id)
        .where('kind', '==', 'edited')
        .get();
      expect(edits.size).toBe(1);

      // No receipt needed: asked first, then kept on the record with who and when, and in its history.
      await page.setViewportSize(PHONE);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, 'receipts-owed-actions-390');
      await jar.getByRole('button', { name: 'No receipt needed' }).click();
      const confirm = page.getByRole('dialog', { name: 'No receipt for Bake Sale Jar?' });
      await expectVisible(confirm.getByText(/Cash \$25\.00/));
      await screenshot(page, 'receipts-no-receipt-confirm-390');
      await expectNoSeriousA11yViolations(page, 'the No receipt needed confirmation');
      await confirm.getByRole('button', { name: 'No receipt needed' }).click();
      await confirm.waitFor({ state: 'detached' });
      await jar.waitFor({ state: 'detached' });
      await expectVisible(page.getByText('Every payment has its receipt.'));
      const [jarRecord] = (
        await admin.db.collection('donations').where('parent_name', '==', 'Bake Sale Jar').get()
      ).docs;
      const marks = Object.values(
        jarRecord!.get('receipts_not_needed') as Record<string, { by: string; at: string }>,
      );
      expect(marks).toHaveLength(1);
      expect(marks[0]!.by).toMatch(/@/);
      const history = await admin.db
        .collection('record_events')
        .where('record_id', '==', jarRecord!.id)
        .get();
      expect(history.docs.map((doc) => doc.get('summary'))).toContain(
        'No receipt needed for Cash of $25.00 (no address to send it to)',
      );
      expect((await admin.db.collection('owed_receipts').get()).size).toBe(0);
    },
  );
});
