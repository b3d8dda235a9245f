import { messages } from '@hope/domain/messages';
import { pageFormMessages, pageManageMessages } from '@hope/domain/pages';
import { pledgeLinkMessages, pledgeMessages } from '@hope/domain/drives';
import {
  bankNotOffered,
  contactNameLetters,
  employerNameMessage,
  monthsProblem,
  payMethodMessage,
  validateDonationForm,
  validateInstallmentPlan,
  validateSponsorshipForm,
  validateStudents,
  type StudentRow,
} from '@hope/domain/public';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Every text of the public pages exists in every language: the catalogues hold what the code says (nothing
 * missing, nothing stale), every Spanish entry is translated with the same placeholders and tags, and every
 * alert the shared form rules can show has its translation.
 */

const webDir = fileURLToPath(new URL('../../web', import.meta.url));
type Entries = Record<string, { message?: string; translation?: string; obsolete?: boolean }>;
let source: Entries;
let english: Entries;
let spanish: Entries;

beforeAll(async () => {
  const config = getConfig({ cwd: webDir, configPath: `${webDir}/lingui.config.ts` });
  // Every catalogue (the main page's, the students' pages'), each message keyed by catalogue and id.
  const keyed = (catalogue: string, entries: Entries) =>
    Object.fromEntries(Object.entries(entries).map(([id, entry]) => [`${catalogue}:${id}`, entry]));
  source = {};
  english = {};
  spanish = {};
  for (const catalog of await getCatalogs(config)) {
    Object.assign(source, keyed(catalog.path, (await catalog.collect()) as Entries));
    Object.assign(english, keyed(catalog.path, (await catalog.read('en')) as Entries));
    Object.assign(spanish, keyed(catalog.path, (await catalog.read('es')) as Entries));
  }
  expect(Object.keys(source).length).toBeGreaterThan(150);
}, 60_000);

const live = (entries: Entries) =>
  Object.keys(entries)
    .filter((id) => !entries[id]!.obsolete)
    .sort();

/** The ICU placeholders ({0}, {name}, {count, plural, …}) and tags (<0>…</0>) of a message, as a sorted list. */
function slots(text: string): string[] {
  const names = [...text.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...text.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...names, ...tags].sort();
}

describe('the public pages in every language', () => {
  it('catalogue what the code says: no text missing, none left over (run npm run i18n:extract -w web)', () => {
    expect(live(english)).toEqual(Object.keys(source).sort());
    expect(live(spanish)).toEqual(Object.keys(source).sort());
  });

  it('translate every text into Spanish, keeping its placeholders and tags', () => {
    const untranslated = live(spanish).filter((id) => !spanish[id]!.translation?.trim());
    expect(untranslated.map((id) => spanish[id]!.message)).toEqual([]);
    for (const id of live(spanish)) {
      const { message = '', translation = '' } = spanish[id]!;
      expect(slots(translation), `"${message}" in Spanish`).toEqual(slots(message));
    }
  });
});

describe("the shared forms' alerts in Spanish", () => {
  const formMessages = JSON.parse(
    readFileSync(`${webDir}/src/locales/es/form-messages.json`, 'utf8'),
  ) as Record<string, string>;
  const row = (changes: Partial<StudentRow>): StudentRow => ({
    name: 'Mia',
    gradeTeacher: '2nd - Ms. Park',
    tShirtSize: '',
    ...changes,
  });
  const donation = {
    donationType: 'one_time' as const,
    amount: '50',
    months: '12',
    parentName: 'Ana',
    email: 'ana@example.com',
  };
  const sponsor = {
    companyName: 'Acme',
    contactName: 'Bo',
    contactPhone: '555',
    email: 'bo@acme.example',
    level: 'gold',
  };
  // Each alert a public form can show, produced by the rule itself, so a new wording without its translation
  // fails here.
  const alerts = [
    validateDonationForm({ ...donation, amount: '0' }),
    validateDonationForm({ ...donation, donationType: 'monthly', amount: '1', months: '12' }),
    validateDonationForm({ ...donation, parentName: ' ' }),
    validateDonationForm({ ...donation, email: 'ana' }),
    validateStudents([], 50, 1000),
    validateStudents([row({ name: '' })], 50, 1000),
    validateStudents([row({ gradeTeacher: '' })], 50, 1000),
    validateStudents([row({})], 1000, 1000),
    validateSponsorshipForm({ ...sponsor, companyName: '' }),
    validateSponsorshipForm({ ...sponsor, contactName: '' }),
    validateSponsorshipForm({ ...sponsor, contactPhone: '' }),
    validateSponsorshipForm({ ...sponsor, level: null }),
    // The server's refusal of a contact name that is not a name, shown beside the field.
    contactNameLetters,
    // The server's refusal of an employer's name that is not a company's name, shown beside the field.
    employerNameMessage,
    // The server's refusals of a payment method, shown beside the choice.
    bankNotOffered,
    payMethodMessage,
    validateInstallmentPlan(1000, '0'),
    monthsProblem('13'),
    messages.donation.checkoutFailed,
    messages.donation.submitFailedOneTime,
    messages.donation.submitFailedMonthly,
    ...Object.values(messages.sponsorship),
    ...Object.values(messages.abuse),
    ...Object.values(pageFormMessages),
    // The school's reason for hiding a page is its own words: that refusal is not translated.
    ...Object.values(pageManageMessages).filter((message) => typeof message === 'string'),
    // A pledge's form on a student's page, and its private link.
    ...Object.values(pledgeMessages),
    ...Object.values(pledgeLinkMessages),
  ];

  it.each(alerts.map((alert) => [alert]))('"%s" has its translation', (alert) => {
    expect(alert).toEqual(expect.any(String));
    expect(formMessages[alert!]?.trim()).toBeTruthy();
  });

  it('keep no translation of a text the rules no longer say', () => {
    expect(Object.keys(formMessages).filter((english) => !alerts.includes(english))).toEqual([]);
  });
});
