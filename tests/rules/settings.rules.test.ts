import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { defaultSettings, SETTINGS_PATH, type SchoolSettings } from '@hope/domain';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesBed } from './rules-bed';

const bed = rulesBed();

/** A save is dated by the server's clock (the rules allow a few minutes either way). */
const SAVED_AT = new Date().toISOString();

/** The document a Save in the back office writes: the whole settings, the next revision. */
function saved(overrides: Partial<SchoolSettings> = {}, revision = 1): SchoolSettings {
  return { ...structuredClone(defaultSettings), revision, updated_at: SAVED_AT, ...overrides };
}

const withOrganization = (changes: Partial<SchoolSettings['organization']>) =>
  saved({ organization: { ...defaultSettings.organization, ...changes } });

describe('settings/school', () => {
  it('lets an admin read it, and nobody else', async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertSucceeds(getDoc(doc(bed.admin(), SETTINGS_PATH)));
    await assertFails(getDoc(doc(bed.member(), SETTINGS_PATH)));
    await assertFails(getDoc(doc(bed.visitor(), SETTINGS_PATH)));
  });

  it('lets an admin save a good document over the seeded one, as the next revision', async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertSucceeds(setDoc(doc(bed.admin(), SETTINGS_PATH), saved({}, 1)));
  });

  it('lets an admin create it as revision 1 when nothing was seeded', async () => {
    await assertSucceeds(setDoc(doc(bed.admin(), SETTINGS_PATH), saved({}, 1)));
  });

  it('refuses a save from a stale copy (the same or an older revision)', async () => {
    await bed.seed(SETTINGS_PATH, saved({}, 4));
    await assertFails(setDoc(doc(bed.admin(), SETTINGS_PATH), saved({}, 4)));
    await assertFails(setDoc(doc(bed.admin(), SETTINGS_PATH), saved({}, 3)));
    await assertSucceeds(setDoc(doc(bed.admin(), SETTINGS_PATH), saved({}, 5)));
  });

  it('refuses a signed-in user without the admin claim and an anonymous visitor', async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertFails(setDoc(doc(bed.member(), SETTINGS_PATH), saved()));
    await assertFails(setDoc(doc(bed.visitor(), SETTINGS_PATH), saved()));
  });

  it('refuses another document in the settings collection, and deleting', async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertFails(setDoc(doc(bed.admin(), 'settings/other'), saved()));
    await assertFails(deleteDoc(doc(bed.admin(), SETTINGS_PATH)));
  });

  it("lets an admin save the hourly caps, or a document from before them (the caps' sample values apply)", async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertSucceeds(
      setDoc(
        doc(bed.admin(), SETTINGS_PATH),
        saved({ limits: { checkPledgesPerHour: 1000, checkoutsPerHour: 1 } }),
      ),
    );
    const { limits: _dropped, ...withoutLimits } = saved({}, 2);
    await assertSucceeds(setDoc(doc(bed.admin(), SETTINGS_PATH), withoutLimits));
  });

  it('refuses an unknown or a missing top-level field', async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertFails(setDoc(doc(bed.admin(), SETTINGS_PATH), { ...saved(), theme: 'dark' }));
    const { budget: _dropped, ...withoutBudget } = saved();
    await assertFails(setDoc(doc(bed.admin(), SETTINGS_PATH), withoutBudget));
  });

  it.each([
    ['a tax-exempt number not written 12-3456789', withOrganization({ taxExemptNumber: '123456789' })],
    ['an office email without a domain', withOrganization({ officeEmail: 'office' })],
    ['a blank school name', withOrganization({ schoolName: '' })],
    ['a team short name over 20 characters', withOrganization({ teamShortName: 'x'.repeat(21) })],
    ['a suggested gift of $0', saved({ giving: { suggestedGift: 0, costPerChild: 800 } })],
    [
      'a cost per child given as text',
      saved({ giving: { suggestedGift: 1000, costPerChild: '800' as never } }),
    ],
    ['no grade-and-teacher choice', saved({ classes: [] })],
    ['no t-shirt size', saved({ tShirtSizes: [] })],
    ['three sponsorship levels', saved({ sponsorshipLevels: defaultSettings.sponsorshipLevels.slice(0, 3) })],
    [
      'a level with a negative price',
      saved({
        sponsorshipLevels: defaultSettings.sponsorshipLevels.map((level, index) =>
          index === 3 ? { ...level, price: -500 } : level,
        ),
      }),
    ],
    [
      'two levels with the same id',
      saved({
        sponsorshipLevels: defaultSettings.sponsorshipLevels.map((level, index) =>
          index === 3 ? { ...level, id: 'gold' as const } : level,
        ),
      }),
    ],
    ['no budget item', saved({ budget: [] })],
    ['a missing save time', saved({ updated_at: null })],
    ['a save time an hour ago', saved({ updated_at: new Date(Date.now() - 60 * 60_000).toISOString() })],
    ['no check pledge at all per hour', saved({ limits: { checkPledgesPerHour: 0, checkoutsPerHour: 300 } })],
    [
      'over 10,000 checkouts per hour',
      saved({ limits: { checkPledgesPerHour: 50, checkoutsPerHour: 10001 } }),
    ],
    ['a cap in fractions', saved({ limits: { checkPledgesPerHour: 2.5, checkoutsPerHour: 300 } })],
    ['a cap given as text', saved({ limits: { checkPledgesPerHour: '50' as never, checkoutsPerHour: 300 } })],
    ['caps with a missing figure', saved({ limits: { checkPledgesPerHour: 50 } as never })],
    [
      'caps with an unknown figure',
      saved({ limits: { checkPledgesPerHour: 50, checkoutsPerHour: 300, donationsPerHour: 9 } as never }),
    ],
  ])('refuses %s', async (_name, document) => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertFails(setDoc(doc(bed.admin(), SETTINGS_PATH), document));
  });
});
