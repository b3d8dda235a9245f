import { describe, expect, it } from 'vitest';
import { needsTShirtSize, studentRowsToRecordData, validateStudents } from '../src/public';
import { goodsAndServices } from '../src/receipts/goods-services';
import {
  defaultSettings,
  pageIconHref,
  readServedSettings,
  schoolSettingsSchema,
  settingsFormSchema,
  settingsToFormValues,
  type SchoolSettings,
} from '../src/settings';
import { donation } from './fixtures';

const firstProblem = (settings: unknown) => {
  const parsed = schoolSettingsSchema.safeParse(settings);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

const withThreshold = (tShirtThreshold: number): SchoolSettings => ({
  ...defaultSettings,
  giving: { ...defaultSettings.giving, tShirtThreshold },
});

describe('the t-shirt threshold is a giving setting', () => {
  it('is $1,000 for the default school and for a document saved before it was a setting', () => {
    expect(defaultSettings.giving.tShirtThreshold).toBe(1000);
    const { tShirtThreshold: _dropped, ...olderGiving } = defaultSettings.giving;
    expect(
      schoolSettingsSchema.parse({ ...defaultSettings, giving: olderGiving }).giving.tShirtThreshold,
    ).toBe(1000);
  });

  it('is a dollar amount above $0', () => {
    expect(firstProblem(withThreshold(0))).toBe(
      'Please enter the T-shirt threshold in dollars, more than $0',
    );
    expect(firstProblem(withThreshold(250.5))).toBeNull();
  });

  it("decides when the students' sizes are asked and kept", () => {
    const row = { name: 'Kid', gradeTeacher: 'K - Ms. Chen', tShirtSize: 'Youth S' };
    expect(needsTShirtSize(500, 500)).toBe(true);
    expect(needsTShirtSize(499.99, 500)).toBe(false);
    expect(validateStudents([{ ...row, tShirtSize: '' }], 500, 500)).toBe(
      'Please select a T-shirt size for each student',
    );
    expect(studentRowsToRecordData([row], 600, 500).children_data[0]!.tShirtSize).toBe('Youth S');
    expect(studentRowsToRecordData([row], 600, 2000).children_data[0]!.tShirtSize).toBe('');
  });

  it('decides which receipts state that the gift came with a T-shirt', () => {
    const gift = donation({ donation_amount: 600, children_data: [{ name: 'Kid', tShirtSize: 'Youth S' }] });
    const payment = { amount: 600, gift: 600 };
    expect(goodsAndServices(gift, payment, withThreshold(500)).statement).toBe(
      defaultSettings.receipts.tShirtStatement,
    );
    expect(goodsAndServices(gift, payment, defaultSettings).statement).toBe(
      defaultSettings.receipts.noGoodsStatement,
    );
  });

  it('is edited in the settings form like the other amounts', () => {
    const form = settingsToFormValues(defaultSettings);
    const parsed = settingsFormSchema.safeParse({
      ...form,
      giving: { ...form.giving, tShirtThreshold: '$750' },
    });
    expect(parsed.success && parsed.data.giving.tShirtThreshold).toBe(750);
  });
});

describe("the page's title and icon are settings", () => {
  it('are the current ones for the default school and for a document saved before them', () => {
    expect(defaultSettings.page).toEqual({ title: 'HOPE Fund · Give to our school', icon: 'H' });
    const { page: _dropped, ...older } = structuredClone(defaultSettings);
    expect(schoolSettingsSchema.parse(older).page).toEqual(defaultSettings.page);
  });

  it.each([
    ['a blank title', { title: ' ', icon: 'H' }, 'Please enter the page title'],
    [
      'a title over 80 characters',
      { title: 'x'.repeat(81), icon: 'H' },
      'Please shorten the page title to 80 characters or fewer',
    ],
    [
      'no icon',
      { title: 'Fund', icon: '' },
      'Please enter one or two letters, or one emoji, for the page icon',
    ],
    [
      'a word as icon',
      { title: 'Fund', icon: 'HOPE' },
      'Please enter one or two letters, or one emoji, for the page icon',
    ],
  ])('refuse %s', (_name, page, message) => {
    expect(firstProblem({ ...defaultSettings, page })).toBe(message);
  });

  it('take two letters or one emoji made of several code points', () => {
    expect(firstProblem({ ...defaultSettings, page: { title: 'Fund', icon: 'HS' } })).toBeNull();
    expect(firstProblem({ ...defaultSettings, page: { title: 'Fund', icon: '👩‍👩‍👧‍👦' } })).toBeNull();
  });

  it('draw the icon on the badge as an inline SVG, its text escaped', () => {
    const href = pageIconHref('<&');
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('>&lt;&amp;</text>');
    expect(svg).toContain('fill="#f59e0b"');
  });

  it('reach the public page', () => {
    const served = readServedSettings(JSON.parse(JSON.stringify(defaultSettings)));
    expect(served?.page).toEqual(defaultSettings.page);
  });
});
