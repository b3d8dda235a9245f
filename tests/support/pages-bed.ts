import { defaultSettings, defaultTimeZone, schoolYearCampaign, SETTINGS_PATH } from '@hope/domain/settings';
import { beforeEach, expect } from 'vitest';
import { postApi, type ApiAnswer } from './api';
import { urls } from './emulators';
import { eventually, mailbox, type InboxMessage } from './maildev';
import { usePaymentsBed } from './payments-bed';

export const PAGE_CLASS = defaultSettings.classes[1]!.label;
export const campaign = { ...schoolYearCampaign(defaultTimeZone, new Date()), goal: 10_000 };
export const pagesSettings = {
  ...defaultSettings,
  campaigns: [campaign],
  studentPages: { enabled: true, defaultGoal: 250, leaderboard: 'totals' as const },
};

/** A fresh Firestore, Stripe sandbox and inbox, and settings with this year's campaign, for each test. */
export function usePagesBed() {
  const admin = usePaymentsBed();
  beforeEach(async () => {
    await mailbox.clear();
    await admin.db.doc(SETTINGS_PATH).set(pagesSettings);
  });
  return admin;
}

export function pageForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maya',
    lastInitial: 'r',
    gradeTeacher: PAGE_CLASS,
    goal: '',
    message: 'Help my class go to the science museum!',
    parentName: 'Rosa Rodriguez',
    email: 'rosa@example.com',
    website: '',
    ...overrides,
  };
}

export type Created = { code: string; path: string };
export type Made = Created & { key: string; mail: InboxMessage };

/** The mail of this subject to this address, once MailDev has it. */
export function mailTo(address: string, subject: RegExp): Promise<InboxMessage> {
  return eventually(
    `mail to ${address} (${subject})`,
    async () => (await mailbox.to(address)).find((message) => subject.test(message.subject)),
    45_000,
  );
}

/** Makes a page through POST /api/pages and reads its manage key from the parent's mail, as the parent would. */
export async function makePage(overrides: Record<string, unknown> = {}): Promise<Made> {
  const form = pageForm(overrides);
  const { status, body } = await postApi<Created>('/api/pages', form);
  expect(status).toBe(201);
  const mail = await mailTo(form.email, /page is ready to share/);
  const manage = new RegExp(`/s/${body.code}/manage#key=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
  expect(manage, mail.text).not.toBeNull();
  return { ...body, key: manage![1]!, mail };
}

export async function getPage(code: string) {
  const response = await fetch(`${urls.functionsBase}/api/pages/${code}`);
  return { status: response.status, text: await response.text() };
}

export function managePage(
  code: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  return postApi(`/api/pages/${code}/manage`, body, { headers });
}
