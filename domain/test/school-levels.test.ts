import { describe, expect, it } from 'vitest';
import {
  applyPartnerFilters,
  emptyPartnerFilters,
  partnerLevelLabel,
  partnerQuickFilterLabels,
} from '../src/lists';
import {
  emptyAddPartnerForm,
  invalidLevelMessage,
  officeEdit,
  officeLevelBenefits,
  officeNewRecord,
  partnerEditForm,
} from '../src/office';
import { requestSchemas } from '../src/public';
import { levelBenefits } from '../src/receipts/goods-services';
import type { StoredRecord } from '../src/records';
import {
  cheapestLevel,
  defaultSettings,
  defaultTimeZone,
  levelIdFromName,
  readServedSettings,
  schoolSettingsSchema,
  topTwoLevels,
  type SchoolSettings,
  type SponsorshipLevelSettings,
} from '../src/settings';
import { partner } from './fixtures';

const NOW = new Date('2026-03-10T18:00:00.000Z');

const level = (id: string, name: string, price: number): SponsorshipLevelSettings => ({
  id,
  name,
  price,
  productId: null,
  benefits: [{ text: `${name} banner`, kind: 'acknowledgment', value: 0, quantity: 1 }],
});

/** A school with three levels, listed dearest first as the public page shows them. */
const threeLevels: SchoolSettings = {
  ...defaultSettings,
  sponsorshipLevels: [
    level('patron', 'Patron', 2000),
    level('friend', 'Friend', 750),
    level('fan', 'Fan', 250),
  ],
};

/** A school with five levels, not listed in price order. */
const fiveLevels: SchoolSettings = {
  ...defaultSettings,
  sponsorshipLevels: [
    level('diamond', 'Diamond', 5000),
    level('platinum', 'Platinum', 3000),
    level('gold', 'Gold', 1200),
    level('copper', 'Copper', 250),
    level('silver', 'Silver', 960),
  ],
};

const firstProblem = (settings: unknown) => {
  const parsed = schoolSettingsSchema.safeParse(settings);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('sponsorship levels are the school settings: three to five, each with its own id', () => {
  it('accepts a school of three and one of five levels', () => {
    expect(firstProblem(threeLevels)).toBeNull();
    expect(firstProblem(fiveLevels)).toBeNull();
  });

  it.each<[string, SponsorshipLevelSettings[], string]>([
    [
      'two levels',
      threeLevels.sponsorshipLevels.slice(0, 2),
      'Please keep between 3 and 5 sponsorship levels',
    ],
    [
      'six levels',
      [...fiveLevels.sponsorshipLevels, level('tin', 'Tin', 100)],
      'Please keep between 3 and 5 sponsorship levels',
    ],
    [
      'two levels with one id',
      [...threeLevels.sponsorshipLevels.slice(0, 2), level('friend', 'Pal', 100)],
      'Each level needs a different id',
    ],
    [
      'an id that is not a slug',
      [...threeLevels.sponsorshipLevels.slice(0, 2), level('Best Fan', 'Fan', 100)],
      'Please enter the level id in lowercase letters, digits and hyphens (for example gold)',
    ],
  ])('refuses %s', (_name, sponsorshipLevels, message) => {
    expect(firstProblem({ ...defaultSettings, sponsorshipLevels })).toBe(message);
  });

  it('offers a slug made from a new level name', () => {
    expect(levelIdFromName('  Diamond Plus! ')).toBe('diamond-plus');
    expect(levelIdFromName('Café Ami')).toBe('cafe-ami');
    expect(levelIdFromName('Crème Brûlée')).toBe('creme-brulee');
    expect(levelIdFromName('Señor Ñandú')).toBe('senor-nandu');
  });

  it('starts the office add form on the cheapest level: bronze for the default school', () => {
    expect(emptyAddPartnerForm(defaultSettings).partnership_level).toBe('bronze');
    expect(emptyAddPartnerForm(threeLevels).partnership_level).toBe('fan');
    expect(cheapestLevel(fiveLevels).id).toBe('copper');
  });

  it("names the quick filter after the two dearest levels: 'Platinum & Gold' for the default school", () => {
    expect(partnerQuickFilterLabels(defaultSettings).top_levels).toBe('Platinum & Gold');
    expect(partnerQuickFilterLabels(threeLevels).top_levels).toBe('Patron & Friend');
    expect(topTwoLevels(fiveLevels).map((top) => top.id)).toEqual(['diamond', 'platinum']);
  });

  it('serves the public page three to five levels', () => {
    const served = (settings: SchoolSettings) => readServedSettings(JSON.parse(JSON.stringify(settings)));
    expect(served(threeLevels)?.sponsorshipLevels).toHaveLength(3);
    expect(served(fiveLevels)?.sponsorshipLevels).toHaveLength(5);
    expect(served({ ...fiveLevels, sponsorshipLevels: [] })).toBeNull();
  });
});

describe("a public sponsorship chooses one of the school's current levels", () => {
  const body = (levelId: string) => ({
    company_name: 'Acme',
    contact_name: 'Bo',
    contact_phone: '(555) 123-4567',
    email: 'bo@acme.example',
    level: levelId,
  });

  it('accepts a level of this school and refuses one it does not offer', () => {
    expect(requestSchemas(fiveLevels).checkPledge.safeParse(body('diamond')).success).toBe(true);
    const refused = requestSchemas(threeLevels).checkPledge.safeParse(body('gold'));
    expect(refused.error?.issues[0]?.message).toBe('Please select a partnership level');
  });
});

describe('the partners list follows the school levels', () => {
  const records = [
    partner({ id: 'd', partnership_level: 'diamond', level_name: 'Diamond' }),
    partner({ id: 'p', partnership_level: 'platinum', level_name: 'Platinum' }),
    partner({ id: 'c', partnership_level: 'copper', level_name: 'Copper' }),
    partner({ id: 's', partnership_level: 'silver', level_name: 'Silver' }),
    // Sold at a level the school has since removed: it keeps the name it was sold with.
    partner({ id: 'r', partnership_level: 'ruby', level_name: 'Ruby' }),
  ];
  const ids = (list: readonly { id: string }[]) => list.map((record) => record.id);
  const byLevel = { field: 'partnership_level', direction: 'asc' } as const;

  it('keeps the top two levels with the quick filter', () => {
    const filters = { ...emptyPartnerFilters(), quick: ['top_levels' as const] };
    expect(ids(applyPartnerFilters(defaultTimeZone, records, filters, '', byLevel, NOW, fiveLevels))).toEqual(
      ['p', 'd'],
    );
  });

  it('sorts by the level price, a removed level first when ascending', () => {
    const sorted = applyPartnerFilters(
      defaultTimeZone,
      records,
      emptyPartnerFilters(),
      '',
      byLevel,
      NOW,
      fiveLevels,
    );
    expect(ids(sorted)).toEqual(['r', 'c', 's', 'p', 'd']);
    // The same records sorted for other settings: the order follows the new prices, not a stale memo.
    const cheaperDiamond: SchoolSettings = {
      ...fiveLevels,
      sponsorshipLevels: fiveLevels.sponsorshipLevels.map((each) =>
        each.id === 'diamond' ? { ...each, price: 100 } : each,
      ),
    };
    const resorted = applyPartnerFilters(
      defaultTimeZone,
      records,
      emptyPartnerFilters(),
      '',
      byLevel,
      NOW,
      cheaperDiamond,
    );
    expect(ids(resorted)).toEqual(['r', 'd', 'c', 's', 'p']);
  });

  it('shows the name a record was sold with, else the name of one of the four first levels, else its id', () => {
    expect(partnerLevelLabel({ partnership_level: 'ruby', level_name: 'Ruby' })).toBe('Ruby');
    expect(partnerLevelLabel({ partnership_level: 'gold', level_name: undefined })).toBe('Gold');
    expect(partnerLevelLabel({ partnership_level: 'ruby', level_name: undefined })).toBe('ruby');
  });
});

describe('the office picks a level the school offers; a record keeps the level it was sold at', () => {
  const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest as unknown as StoredRecord;

  it('adds a partner at a level of this school, with its name and benefits as sold', () => {
    const form = { ...emptyAddPartnerForm(fiveLevels), company_name: 'Acme', partnership_level: 'diamond' };
    const added = officeNewRecord('community_partners', form, NOW, fiveLevels);
    expect(added).toMatchObject({
      ok: true,
      record: {
        partnership_level: 'diamond',
        level_name: 'Diamond',
        level_benefits: [{ text: 'Diamond banner' }],
      },
    });
  });

  it('refuses a level the school does not offer, and writes nothing', () => {
    const form = { ...emptyAddPartnerForm(threeLevels), company_name: 'Acme', partnership_level: 'gold' };
    expect(officeNewRecord('community_partners', form, NOW, threeLevels)).toEqual({
      ok: false,
      message: invalidLevelMessage,
    });
  });

  it('edits a record whose level was removed without touching its level, and refuses a move to no level', () => {
    const current = strip(partner({ partnership_level: 'ruby', level_name: 'Ruby', notes: null }));
    const opened = partnerEditForm({ ...current, id: 'p1' } as never, threeLevels);
    const edited = officeEdit(
      'community_partners',
      current,
      current,
      { ...opened, notes: 'Hi' },
      NOW,
      threeLevels,
    );
    expect(edited).toMatchObject({ ok: true, transition: { set: { notes: 'Hi' } } });
    expect(JSON.stringify(edited)).not.toContain('level_name');
    const moved = { ...opened, partnership_level: 'emerald' };
    expect(officeEdit('community_partners', current, current, moved, NOW, threeLevels)).toMatchObject({
      ok: false,
      message: invalidLevelMessage,
    });
  });

  it("refuses to record a removed level's benefits with a sentence that says why", () => {
    const old = partner({ partnership_level: 'ruby' });
    expect(officeLevelBenefits(old, threeLevels)).toEqual({
      ok: false,
      refusal: 'invalid',
      message: 'The level ruby is no longer in the settings, so its benefits cannot be recorded.',
    });
  });

  it('receipts list the benefits as sold, even once the level is gone', () => {
    const sold = partner({
      partnership_level: 'ruby',
      level_name: 'Ruby',
      level_benefits: [{ text: 'Ruby banner', kind: 'acknowledgment', value: 50, quantity: 1 }],
    });
    const benefits = levelBenefits(sold, threeLevels);
    expect(benefits.name).toBe('Ruby');
    expect(benefits.lines.map((line) => line.text)).toEqual(['Ruby banner']);
    expect(benefits.valueCents).toBe(5000);
  });
});
