import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { defaultSettings, SETTINGS_PATH, type SchoolSettings } from '@hope/domain/settings';
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

/** Levels of the given ids, each a copy of the default Bronze level. */
const levels = (...ids: string[]) =>
  ids.map((id, index) => ({ ...defaultSettings.sponsorshipLevels[3]!, id, name: `Level ${index + 1}` }));

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

  it('lets an admin save three or five levels of any ids, or four renamed ones', async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertSucceeds(
      setDoc(
        doc(bed.admin(), SETTINGS_PATH),
        saved({ sponsorshipLevels: levels('fan', 'friend', 'patron') }, 1),
      ),
    );
    await assertSucceeds(
      setDoc(
        doc(bed.admin(), SETTINGS_PATH),
        saved({ sponsorshipLevels: levels('a', 'b', 'c', 'd-2', 'e') }, 2),
      ),
    );
    await assertSucceeds(
      setDoc(doc(bed.admin(), SETTINGS_PATH), saved({ sponsorshipLevels: levels('w', 'x', 'y', 'z') }, 3)),
    );
  });

  it("lets an admin save the t-shirt threshold and the page's title and icon, or a document from before them", async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertSucceeds(
      setDoc(
        doc(bed.admin(), SETTINGS_PATH),
        saved(
          {
            giving: { ...defaultSettings.giving, tShirtThreshold: 250.5 },
            page: { title: 'Our Fund', icon: '🦉' },
          },
          1,
        ),
      ),
    );
    const { page: _page, ...older } = saved(
      { giving: { suggestedGift: 1000, costPerChild: 800 } as never },
      2,
    );
    await assertSucceeds(setDoc(doc(bed.admin(), SETTINGS_PATH), older));
  });

  it("lets an admin save the school's time zone, and refuses a save without it (a tab from before the setting)", async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    const { time_zone: _dropped, ...withoutZone } = saved({}, 1);
    await assertFails(setDoc(doc(bed.admin(), SETTINGS_PATH), withoutZone));
    await assertSucceeds(setDoc(doc(bed.admin(), SETTINGS_PATH), saved({ time_zone: 'America/New_York' })));
  });

  it('refuses an unknown or a missing top-level field', async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertFails(setDoc(doc(bed.admin(), SETTINGS_PATH), { ...saved(), theme: 'dark' }));
    const { budget: _dropped, ...withoutBudget } = saved();
    await assertFails(setDoc(doc(bed.admin(), SETTINGS_PATH), withoutBudget));
  });

  it.each([
    ['a tax-exempt number not written 12-3456789', withOrganization({ taxExemptNumber: '123456789' })],
    // The rules count a map's fields instead of listing them: an extra one, or one in place of another, fails.
    ['an unknown field in the organization', withOrganization({ motto: 'Learn' } as never)],
    [
      'an unknown field in a level',
      saved({
        sponsorshipLevels: defaultSettings.sponsorshipLevels.map((level, index) =>
          index === 1 ? { ...level, discount: 10 } : level,
        ) as never,
      }),
    ],
    [
      'a level with another field in place of its price',
      saved({
        sponsorshipLevels: defaultSettings.sponsorshipLevels.map((level, index) => {
          if (index !== 0) return level;
          const { price: _price, ...rest } = level;
          return { ...rest, cost: 3000 };
        }) as never,
      }),
    ],
    [
      'an unknown field in the hourly caps',
      saved({ limits: { ...defaultSettings.limits, burst: 5 } as never }),
    ],
    [
      'an office email over 254 characters',
      withOrganization({ officeEmail: `${'x'.repeat(250)}@example.org` }),
    ],
    ['a blank school name', withOrganization({ schoolName: '' })],
    ['a team short name over 20 characters', withOrganization({ teamShortName: 'x'.repeat(21) })],
    ['a suggested gift of $0', saved({ giving: { ...defaultSettings.giving, suggestedGift: 0 } })],
    [
      'a cost per child given as text',
      saved({ giving: { ...defaultSettings.giving, costPerChild: '800' as never } }),
    ],
    ['a t-shirt threshold of $0', saved({ giving: { ...defaultSettings.giving, tShirtThreshold: 0 } })],
    ['an unknown figure in giving', saved({ giving: { ...defaultSettings.giving, tip: 5 } as never })],
    ['no grade-and-teacher choice', saved({ classes: [] })],
    ['no t-shirt size', saved({ tShirtSizes: [] })],
    ['two sponsorship levels', saved({ sponsorshipLevels: defaultSettings.sponsorshipLevels.slice(0, 2) })],
    ['six sponsorship levels', saved({ sponsorshipLevels: levels('a', 'b', 'c', 'd', 'e', 'f') })],
    ['five levels, two of one id', saved({ sponsorshipLevels: levels('a', 'b', 'c', 'd', 'a') })],
    [
      'a level without an id',
      saved({
        sponsorshipLevels: levels('a', 'b', 'c').map(({ id, ...level }) =>
          id === 'c' ? level : { id, ...level },
        ) as never,
      }),
    ],
    ['a blank page title', saved({ page: { title: '', icon: 'H' } })],
    ['a page icon over 16 characters', saved({ page: { title: 'Fund', icon: 'x'.repeat(17) } })],
    [
      'an unknown field in the page settings',
      saved({ page: { ...defaultSettings.page, theme: 'dark' } as never }),
    ],
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

  // Firestore evaluates at most 1,000 expressions a request: the longest values every field allows, with the
  // most classes, campaigns and benefits, must still fit.
  it('accepts the largest document the settings form can save', async () => {
    const long = (size: number) => 'x'.repeat(size);
    const largest = saved({
      organization: {
        ...defaultSettings.organization,
        organizationName: long(120),
        schoolName: long(120),
        fundName: long(120),
        mailingAddress: long(300),
        officeEmail: `${long(240)}@example.org`,
        adminEmailDomain: `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.org`,
      },
      classes: Array.from({ length: 60 }, (_, index) => ({
        ...defaultSettings.classes[0]!,
        label: `Class ${index}`,
      })),
      campaigns: Array.from({ length: 50 }, (_, index) => ({
        id: `c-${index}`,
        name: `Campaign ${index}`,
        start: '2026-08-01',
        end: '2027-07-31',
        goal: 100000,
      })),
      sponsorshipLevels: defaultSettings.sponsorshipLevels.map((level) => ({
        ...level,
        name: long(40),
        productId: long(120),
        benefits: Array.from({ length: 20 }, () => level.benefits[0]!),
      })),
      receipts: {
        noGoodsStatement: long(500),
        tShirtStatement: long(500),
        thankYou: long(300),
        signerName: long(120),
        signerTitle: long(120),
      },
    } as Partial<SchoolSettings>);
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertSucceeds(setDoc(doc(bed.admin(), SETTINGS_PATH), largest));
  });

  it('accepts the largest document with five levels, each with the most benefits and the longest texts', async () => {
    const long = (size: number) => 'x'.repeat(size);
    const largest = saved({
      classes: Array.from({ length: 60 }, (_, index) => ({ label: `Class ${index}`, size: 500 })),
      campaigns: Array.from({ length: 50 }, (_, index) => ({
        id: `c-${index}`,
        name: `Campaign ${index}`,
        start: '2026-08-01',
        end: '2027-07-31',
        goal: 100000,
      })),
      sponsorshipLevels: ['a', 'b', 'c', 'd', 'e'].map((letter) => ({
        ...defaultSettings.sponsorshipLevels[0]!,
        id: letter.repeat(40),
        name: `${letter}${long(39)}`,
        productId: long(120),
        benefits: Array.from({ length: 20 }, () => defaultSettings.sponsorshipLevels[0]!.benefits[0]!),
      })),
      page: { title: long(80), icon: long(16) },
    });
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertSucceeds(setDoc(doc(bed.admin(), SETTINGS_PATH), largest));
  });
});
