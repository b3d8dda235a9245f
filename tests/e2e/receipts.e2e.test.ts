import { defaultSettings, defaultTimeZone } from '@hope/domain/settings';
import { schoolDateKey } from '@hope/domain/time';
import { recordEventSchema } from '@hope/domain/records';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureMember } from '../../scripts/src/lib/admin-users';
import { signInAsAdmin } from '../support/admin-session';
import { donationBody, postApi } from '../support/api';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectVisible,
  hasHorizontalScroll,
  newPage,
  PHONE,
  screenshot,
} from '../support/browser';
import { useBackOffice } from '../support/browser-fixture';
import { urls } from '../support/emulators';
import { eventually, mailbox } from '../support/maildev';
import { sessionIdOf, type Started } from '../support/payments-bed';
import { callFunction, memberToken } from '../support/callable';
import { inProcess } from '../support/functions-in-process';
import { officeDonation } from '../support/receipts-bed';
import { expectDelivered, sandbox } from '../support/sandbox';
import { withoutTriggers } from '../support/triggers';

const receiptCreation = inProcess(async () => ({
  creation: await import('../../functions/src/receipts/create-record-mail'),
}));
let page: Page;
const { browser, admin, open } = useBackOffice({
  fresh: 'test',
  sandbox: true,
  mailbox: true,
  closePages: 'test',
});

async function openDetails(target: Page, parent: string) {
  await target.getByRole('searchbox', { name: 'Search by parent name, type or email' }).fill(parent);
  await target.getByRole('button', { name: parent }).first().click();
  await expectVisible(target.getByRole('heading', { name: 'Donation Details' }));
}

const receipts = (target: Page) => target.getByRole('region', { name: 'Receipts' });

beforeEach(async () => {
  page = await newPage(browser, DESKTOP);
});

describe('receipts in the back office', () => {
  it(
    'shows a paid gift’s receipt in its details, and Resend sends it again',
    { timeout: 90_000 },
    async () => {
      const { body } = await postApi<Started>(
        '/api/checkout/donation',
        donationBody({ parent_name: 'Receipt Parent', email: 'receipt-parent@example.com', amount: 120 }),
      );
      expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
      await signInAsAdmin(page, '/admin/donations');
      await openDetails(page, 'Receipt Parent');
      const panel = receipts(page);
      await expectVisible(panel.getByText(/Receipt for \$120\.00 received/));
      await expectVisible(panel.getByText('To receipt-parent@example.com', { exact: false }));
      await expectVisible(panel.getByText('Sent', { exact: true }));
      await panel.getByRole('button', { name: 'Show message' }).click();
      await expectVisible(panel.getByLabel('Message text').getByText(/\$120\.00/));
      await panel.getByRole('button', { name: 'Hide message' }).click();
      await expectNoSeriousA11yViolations(page, 'the record details with its receipts');
      await screenshot(page, 'admin-receipts-panel-desktop');

      await panel.getByRole('button', { name: 'Resend receipt' }).click();
      await expectVisible(page.getByText('The receipt is being sent again.'));
      await expectVisible(panel.getByText(/resent by e2e-admin@example\.org/));
      const messages = await eventually('two receipts in MailDev', async () => {
        const list = await mailbox.to('receipt-parent@example.com');
        return list.length === 2 ? list : undefined;
      });
      expect(messages.every((message) => message.attachments?.[0]?.contentType === 'application/pdf')).toBe(
        true,
      );
      await expectVisible(panel.getByText('Sent', { exact: true }));

      const phone = await open('/admin/donations', PHONE);
      await openDetails(phone, 'Receipt Parent');
      await expectVisible(receipts(phone).getByText(/Receipt for \$120\.00/));
      expect(await hasHorizontalScroll(phone)).toBe(false);
      await screenshot(phone, 'admin-receipts-panel-phone');
      await phone.context().close();
    },
  );

  it('shows a viewer that a receipt went out, never its text or Resend', { timeout: 90_000 }, async () => {
    const viewer = { email: 'receipts-viewer@example.org', password: 'viewer-password-1' };
    const { body } = await postApi<Started>(
      '/api/checkout/donation',
      donationBody({ parent_name: 'Viewed Parent', email: 'viewed-parent@example.com', amount: 80 }),
    );
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    await ensureMember(admin.auth, viewer.email, viewer.password, defaultSettings, {
      role: 'viewer',
      takeOver: true,
      db: admin.db,
    });
    await page.goto(`${urls.web}/admin/donations`);
    await page.getByLabel('Username').fill(viewer.email);
    await page.getByLabel('Password').fill(viewer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await openDetails(page, 'Viewed Parent');
    const panel = receipts(page);
    await expectVisible(panel.getByText(/Receipt for \$80\.00 received/));
    await expectVisible(panel.getByText('To viewed-parent@example.com', { exact: false }));
    await expectVisible(panel.getByText('Sent', { exact: true }));
    expect(await panel.getByRole('button', { name: 'Show message' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Resend receipt' }).count()).toBe(0);
  });

  it('says why a record without an email gets no receipt', async () => {
    await admin.db
      .collection('donations')
      .doc()
      .set(officeDonation({ parent_name: 'No Email Parent', email: null }));
    await signInAsAdmin(page, '/admin/donations');
    await openDetails(page, 'No Email Parent');
    await expectVisible(receipts(page).getByText('This record has no email address, so no receipt is sent.'));
  });

  it(
    'shows a failed delivery on the dashboard and the Receipts screen with its SMTP error',
    { timeout: 90_000 },
    async () => {
      const ref = admin.db.collection('donations').doc();
      await ref.set(officeDonation({ parent_name: 'Typo Parent', email: 'typo@@example.com' }));
      await signInAsAdmin(page, '/admin/donations');
      await openDetails(page, 'Typo Parent');
      await page.getByRole('button', { name: 'Record check received' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Check number').fill('321');
      await dialog.getByRole('button', { name: /^Record/ }).click();
      await dialog.waitFor({ state: 'detached' });
      await expectVisible(receipts(page).getByText('Failed', { exact: true }));
      await expectVisible(receipts(page).getByText(/501/));

      const nav = page.getByRole('navigation', { name: 'Back office' });
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await expectVisible(page.getByText('1 receipt could not be delivered.'));
      await page.getByRole('link', { name: 'Review them on the Receipts screen' }).click();
      const failed = page.getByRole('region', { name: 'Failed deliveries' });
      await expectVisible(failed.getByText('To typo@@example.com', { exact: false }));
      await expectVisible(failed.getByRole('button', { name: 'Resend receipt' }));
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
      await expectNoSeriousA11yViolations(page, 'the Receipts screen with a failed delivery');
    },
  );

  it(
    'lists a payment received without an email as owed, and sends its receipt once the office adds the email',
    { timeout: 90_000 },
    async () => {
      await admin.db
        .collection('donations')
        .doc()
        .set(officeDonation({ parent_name: 'Later Email Parent', email: null }));
      await signInAsAdmin(page, '/admin/donations');
      await openDetails(page, 'Later Email Parent');
      await page.getByRole('button', { name: 'Record check received' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Check number').fill('555');
      await dialog.getByRole('button', { name: /^Record/ }).click();
      await dialog.waitFor({ state: 'detached' });
      await expectVisible(receipts(page).getByText('Not sent: no email address'));

      const nav = page.getByRole('navigation', { name: 'Back office' });
      await nav.getByRole('link', { name: 'Receipts' }).click();
      const owed = page.getByRole('region', { name: 'Payments without a receipt' });
      await expectVisible(owed.getByText('Not sent: no email address'));
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
      await expectNoSeriousA11yViolations(page, 'the Receipts screen with a payment owed its receipt');
      await screenshot(page, 'admin-receipts-owed-desktop');
      await page.setViewportSize(PHONE);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await screenshot(page, 'admin-receipts-owed-phone');
      await page.setViewportSize(DESKTOP);

      await nav.getByRole('link', { name: 'Donations' }).click();
      await openDetails(page, 'Later Email Parent');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByLabel('Email Address').fill('later@example.com');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Donation updated successfully!'));
      await eventually(
        'the receipt in MailDev',
        async () => (await mailbox.to('later@example.com')).length === 1,
      );
      await expectVisible(receipts(page).getByText('Sent', { exact: true }));
      expect(await receipts(page).getByText('Not sent: no email address').count()).toBe(0);
    },
  );

  it(
    'shows a receipt stuck on its way with what Resend does, and Resend sends it once',
    { timeout: 120_000 },
    async () => {
      const ref = admin.db.collection('donations').doc();
      // The check was recorded and its receipt created ten minutes ago, while no sender ran.
      await withoutTriggers(async () => {
        await ref.set(officeDonation({ parent_name: 'Stuck Parent', email: 'stuck-parent@example.com' }));
        const token = await memberToken('treasurer@example.org', { admin: true });
        const answer = await callFunction(
          'recordAction',
          {
            action: 'record_check',
            collection: 'donations',
            id: ref.id,
            requestId: randomUUID(),
            checkNumber: '700',
            amount: 250,
            depositedOn: '2026-10-20',
          },
          token,
        );
        expect(answer.status).toBe(200);
        const [entry] = (
          await admin.db
            .collection('record_events')
            .where('record_id', '==', ref.id)
            .where('kind', '==', 'payment_received')
            .get()
        ).docs;
        const { creation } = await receiptCreation();
        await creation.createRecordMail(
          entry!.id,
          recordEventSchema.parse(entry!.data()),
          new Date(Date.now() - 10 * 60_000),
        );
      });
      await signInAsAdmin(page, '/admin/donations');
      await openDetails(page, 'Stuck Parent');
      const panel = receipts(page);
      await expectVisible(panel.getByText('Stuck', { exact: true }));
      await expectVisible(
        panel.getByText(
          'It has waited more than 5 minutes without being sent. Resend sends it now; otherwise the automatic check every 15 minutes sends it.',
          { exact: false },
        ),
      );
      await expectNoSeriousA11yViolations(page, 'the record details with a stuck receipt');
      await screenshot(page, 'admin-receipts-stuck-desktop');
      await panel.getByRole('button', { name: 'Resend receipt' }).click();
      await expectVisible(page.getByText('The receipt is being sent again.'));
      await expectVisible(panel.getByText('Sent', { exact: true }));
      await eventually(
        'the receipt in MailDev',
        async () => (await mailbox.to('stuck-parent@example.com')).length === 1,
      );
      expect(await panel.getByText('Stuck', { exact: true }).count()).toBe(0);
    },
  );

  it('previews and sends last year’s statements once per donor', { timeout: 90_000 }, async () => {
    const year = Number(schoolDateKey(defaultTimeZone, new Date()).slice(0, 4)) - 1;
    const paid = (day: string, amount: number) => ({
      amount,
      fee: 0,
      net: amount,
      refunded: 0,
      paid_at: `${year}-${day}T18:00:00.000Z`,
    });
    await admin.db
      .collection('donations')
      .doc()
      .set(
        officeDonation({
          parent_name: 'Statement Parent',
          email: 'statement@example.com',
          donation_type: 'one_time',
          stripe_charges: { ch_1: paid('03-01', 5000), ch_2: paid('09-01', 7500) },
        }),
      );
    await signInAsAdmin(page, '/admin/receipts');
    const section = page.getByRole('region', { name: 'Year-end statements' });
    await expect(section.getByLabel('Year').inputValue()).resolves.toBe(String(year));
    await section.getByRole('button', { name: 'Preview' }).click();
    await expectVisible(
      section.getByText(`1 donor, 2 gifts, $125.00 in ${year}; 0 statements already sent.`),
    );
    await expectVisible(section.getByRole('cell', { name: /Statement Parent/ }));
    await section.getByRole('button', { name: 'Send statements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Statements' });
    await expectNoSeriousA11yViolations(page, 'the send statements dialog');
    await dialog.getByRole('button', { name: 'Send 1 statement' }).click();
    // Sending is a background job: its progress shows live, then what it did.
    // A job's first task waits for the queue and a fresh instance: longer than a screen's usual wait.
    await expectVisible(section.getByText('Done: 1 statement', { exact: true }), 30_000);
    await expectVisible(page.getByText(`1 statement sent for ${year}.`));
    const [statement] = await eventually('the statement in MailDev', async () => {
      const list = await mailbox.to('statement@example.com');
      return list.length ? list : undefined;
    });
    expect(statement!.subject).toBe(`Your ${year} giving statement from Hope Parent Organization`);
    await expectVisible(section.getByText(/1 statement already sent/));
    expect(await section.getByRole('button', { name: 'Send statements' }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-receipts-screen-desktop');
    const phone = await open('/admin/receipts', PHONE);
    // The year's latest run shows on any screen that opens later.
    await expectVisible(phone.getByText('Done: 1 statement', { exact: true }));
    await phone.getByRole('button', { name: 'Preview' }).click();
    await expectVisible(phone.getByText(/1 statement already sent/));
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await screenshot(phone, 'admin-receipts-screen-phone');
    await phone.context().close();
  });
});
