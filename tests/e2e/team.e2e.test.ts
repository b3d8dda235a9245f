import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/admin-session';
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
import { tabTo } from '../support/keyboard';
import { eventually, mailbox } from '../support/maildev';
import type { Started } from '../support/payments-bed';
import { keepOnlyTeam } from '../support/team';

let owner: Page;
const viewerEmail = `viewer-${Date.now()}@example.org`;
const viewerPassword = 'viewer-password-1';

const { browser, open } = useBackOffice({
  seed: () =>
    postApi<Started>(
      '/api/checkout/donation',
      donationBody({ parent_name: 'Team Journey Parent', amount: 75 }),
    ),
});
beforeAll(async () => {
  await keepOnlyTeam([TEST_ADMIN.email]);
  owner = await open('/admin/team', DESKTOP);
});

async function signInAs(page: Page, email: string, password: string) {
  await page.goto(`${urls.web}/admin/login`);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('the team, run from the back office', () => {
  it('lets the owner invite a viewer, who sets a password from the emailed link and signs in', async () => {
    await expectVisible(owner.getByRole('heading', { name: 'Team', level: 1 }));
    await expectVisible(owner.getByText('e2e-admin@example.org', { exact: true }));
    await expectNoSeriousA11yViolations(owner, 'the Team screen');
    await screenshot(owner, 'admin-team-desktop');

    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(owner.getByText('Enter a valid email address'));
    await owner.getByLabel('Email').fill(viewerEmail);
    await owner.getByRole('radio', { name: /Viewer/ }).check();
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(owner.getByText(`Invitation sent to ${viewerEmail}.`));
    const row = owner.getByRole('listitem').filter({ hasText: viewerEmail });
    await expectVisible(row.getByText('Invited, has not signed in yet'));
    expect(await row.getByRole('combobox', { name: `Role of ${viewerEmail}` }).inputValue()).toBe('viewer');

    const [message] = await eventually('the invitation in the inbox', async () => {
      const inbox = await mailbox.to(viewerEmail);
      return inbox.length > 0 && inbox;
    });
    const link = /https?:\/\/\S+\/admin\/set-password\?oobCode=[^\s"<]+/.exec(message!.text ?? '')![0];

    const viewer = await newPage(browser, PHONE);
    await viewer.goto(link.replace(/^https?:\/\/[^/]+/, urls.web));
    await expectVisible(viewer.getByRole('heading', { name: 'Set your password' }));
    await expectVisible(viewer.getByText(viewerEmail));
    await viewer.getByLabel('New password', { exact: true }).fill('short');
    await viewer.getByLabel('Confirm password').fill('short');
    await viewer.getByRole('button', { name: 'Set password' }).click();
    await expectVisible(viewer.getByText('Use at least 10 characters'));
    await expectNoSeriousA11yViolations(viewer, 'the Set your password page');
    await screenshot(viewer, 'admin-set-password-phone');
    await viewer.getByLabel('New password', { exact: true }).fill(viewerPassword);
    await viewer.getByLabel('Confirm password').fill(viewerPassword);
    await viewer.getByRole('button', { name: 'Set password' }).click();
    await expectVisible(viewer.getByText(/Your password is set/));
    await viewer.getByRole('link', { name: 'Go to sign in' }).click();

    await viewer.getByLabel('Username').fill(viewerEmail);
    await viewer.getByLabel('Password').fill(viewerPassword);
    await viewer.getByRole('button', { name: 'Sign In' }).click();
    await viewer.waitForURL('**/admin/dashboard');
    await expectVisible(viewer.getByRole('region', { name: 'Recent donations' }));

    // A viewer sees the figures, lists and details, and no Add, Export, Edit or money action.
    await viewer.goto(`${urls.web}/admin/donations`);
    await expectVisible(viewer.getByRole('button', { name: 'Team Journey Parent' }));
    expect(await viewer.getByRole('link', { name: 'Add Donation' }).count()).toBe(0);
    expect(await viewer.getByRole('link', { name: 'Export CSV' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Export Filtered' }).count()).toBe(0);
    await expectVisible(viewer.getByText(/You are signed in as viewer/));
    await viewer.getByRole('button', { name: 'Team Journey Parent' }).click();
    await expectVisible(viewer.getByRole('heading', { name: 'Donation Details' }));
    expect(await viewer.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Void record' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: /Student Information/ }).count()).toBe(0);
    expect(await hasHorizontalScroll(viewer)).toBe(false);
    await expectNoSeriousA11yViolations(viewer, "a viewer's details");
    await screenshot(viewer, 'admin-viewer-details-phone');
    await viewer.getByRole('button', { name: 'Menu' }).click();
    expect(await viewer.getByRole('link', { name: 'Team' }).count()).toBe(0);
    expect(await viewer.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    await viewer.getByRole('button', { name: 'Menu' }).click();
    await viewer.goto(`${urls.web}/admin/donations/add`);
    await expectVisible(
      viewer.getByText('This page is not open to the viewer role. Ask an owner of the team if you need it.'),
    );

    // The owner sees the sign-in. A change of role reaches the member's open tab at once, with no reload:
    // promoted to admin, the list offers its exports; demoted again (which ends their sessions), it does not.
    await viewer.goto(`${urls.web}/admin/donations`);
    await expectVisible(viewer.getByText(/You are signed in as viewer/));
    await owner.reload();
    const signedInRow = owner.getByRole('listitem').filter({ hasText: viewerEmail });
    await expectVisible(signedInRow.getByText(/Last signed in/));
    const roleOfViewer = signedInRow.getByRole('combobox', { name: `Role of ${viewerEmail}` });
    await roleOfViewer.selectOption('admin');
    await expectVisible(owner.getByText(`${viewerEmail} is now Admin.`));
    await expectVisible(viewer.getByRole('link', { name: 'Export CSV' }));
    await roleOfViewer.selectOption('viewer');
    await expectVisible(owner.getByText(`${viewerEmail} is now Viewer.`));
    await expectVisible(viewer.getByText(/You are signed in as viewer/));
    expect(await viewer.getByRole('link', { name: 'Export CSV' }).count()).toBe(0);

    // Then the owner removes the viewer: the viewer's open tab loses access.
    await signedInRow.getByRole('button', { name: `Remove ${viewerEmail}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Remove Member' });
    await expectVisible(dialog.getByText(/can no longer sign in/));
    await expectNoSeriousA11yViolations(owner, 'the Remove Member dialog');
    await screenshot(owner, 'admin-team-remove-desktop');
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await expectVisible(owner.getByText(`${viewerEmail} was removed from the team.`));
    await viewer.waitForURL('**/admin/login', { timeout: 20_000 });

    await signInAs(viewer, viewerEmail, viewerPassword);
    await expectVisible(viewer.getByText('Invalid username or password'));
    // A whole journey through two people, the inbox and four screens, with two accessibility checks.
  }, 90_000);

  it('refuses to demote or remove the last owner, and fits a phone', async () => {
    const phone = await open('/admin/team', PHONE);
    const me = phone.getByRole('listitem').filter({ hasText: 'e2e-admin@example.org' });
    await expectVisible(me.getByText('You'));
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await expectNoSeriousA11yViolations(phone, 'the Team screen on a phone');
    await screenshot(phone, 'admin-team-phone');
    await me.getByRole('combobox', { name: 'Role of e2e-admin@example.org' }).selectOption('viewer');
    await expectVisible(phone.getByText('The team needs an owner: make another member an owner first.'));
    expect(await me.getByRole('combobox').inputValue()).toBe('owner');
  });

  it('asks to wait after 5 failed sign-ins in a row', async () => {
    const page = await newPage(browser, PHONE);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await signInAs(page, 'e2e-admin@example.org', `wrong-password-${attempt}`);
      await expectVisible(page.getByText('Invalid username or password'));
    }
    await signInAs(page, 'e2e-admin@example.org', 'wrong-password-5');
    await expectVisible(
      page.getByText('Too many failed sign-in attempts. Please wait 5 minutes and try again.'),
    );
    await page.reload();
    await expectVisible(
      page.getByText('Too many failed sign-in attempts. Please wait 5 minutes and try again.'),
    );
  });

  it('invites a member and removes them with the keyboard alone', async () => {
    const page = await open('/admin/team', DESKTOP);
    const email = `keyboard-${Date.now()}@example.org`;
    await tabTo(page, 'Email');
    await page.keyboard.type(email);
    await tabTo(page, 'Viewer');
    await page.keyboard.press('ArrowUp');
    expect(await page.getByRole('radio', { name: /^Admin/ }).isChecked()).toBe(true);
    await tabTo(page, 'Send invitation');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText(`Invitation sent to ${email}.`));
    const row = page.getByRole('listitem').filter({ hasText: email }).filter({ hasText: 'Invited' });
    await expectVisible(row.getByText('Invited, has not signed in yet'));
    expect(await row.getByRole('combobox', { name: `Role of ${email}` }).inputValue()).toBe('admin');

    await tabTo(page, `Remove ${email}`);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remove Member' });
    await expectVisible(dialog);
    await tabTo(page, 'Remove member');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText(`${email} was removed from the team.`));
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Invited' })
      .filter({ hasText: email })
      .waitFor({ state: 'detached' });
    await page.context().close();
  });
});
