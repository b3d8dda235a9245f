import { describe, expect, it } from 'vitest';
import {
  paymentReceipt,
  statementMailId,
  yearEndStatementContent,
  yearEndStatements,
  type StatementSource,
} from '../src/receipts';
import { goodsAndServices } from '../src/receipts/goods-services';
import { defaultSettings, unvaluedBenefitWarnings, type SchoolSettings } from '../src/settings';
import { partner } from './fixtures';

/** The sample settings with Gold's website ad (advertising) left at $0, as a volunteer may save it. */
const unvalued: SchoolSettings = {
  ...defaultSettings,
  sponsorshipLevels: defaultSettings.sponsorshipLevels.map((level) =>
    level.id === 'gold'
      ? {
          ...level,
          benefits: level.benefits.map((benefit) =>
            benefit.text === 'Website ad' ? { ...benefit, value: 0 } : benefit,
          ),
        }
      : level,
  ),
};
const gold = partner({ company_name: 'Sunrise Dental', level_name: 'Gold', email: 'office@sunrise.example' });
const fullyDeductible = /full amount is deductible|fully deductible/;

describe('a sponsorship with advertising or goods the school has not valued', () => {
  it('gets a receipt that states no deductible part, never a fully deductible one', () => {
    const goods = goodsAndServices(gold, { amount: 1200, gift: 1200 }, unvalued);
    expect(goods.deductible).toBeNull();
    expect(goods.statement).not.toMatch(fullyDeductible);
    expect(goods.statement).toContain('has not yet estimated the fair market value');
    const content = paymentReceipt({
      record: gold,
      payment: {
        key: 'ch_1',
        method: 'card',
        amount: 1200,
        gift: 1200,
        received_at: '2026-11-04T18:00:00.000Z',
        installment: null,
        of: null,
      },
      settings: unvalued,
      mailId: 'receipt_community_partners_p1_ch_1',
      issuedAt: new Date('2026-11-04T18:00:00.000Z'),
    });
    expect(content.facts).toContainEqual({
      label: 'Tax-deductible amount',
      value: 'To be confirmed by the school',
    });
  });

  it('leaves the year-end statement’s deductible total to be confirmed', () => {
    const sponsor = partner({
      ...gold,
      checks: {
        '9': { number: '9', amount: 1200, deposited_on: '2025-03-01', recorded_at: 'x', recorded_by: 'y' },
      },
    });
    const source: StatementSource = { collection: 'community_partners', id: 'p1', record: sponsor };
    const [statement] = yearEndStatements([source], 2025, unvalued).statements;
    expect(statement).toMatchObject({ total: 1200, deductibleTotal: null });
    const content = yearEndStatementContent({
      statement: statement!,
      year: 2025,
      settings: unvalued,
      mailId: statementMailId(2025, 'office@sunrise.example'),
      issuedAt: new Date('2026-01-05T18:00:00.000Z'),
    });
    expect(content.facts).toContainEqual({
      label: 'Tax-deductible total',
      value: 'To be confirmed by the school',
    });
    expect(content.table?.total).toEqual(['', 'Total', '$1,200.00', 'To be confirmed by the school']);
  });

  it('is named in a Settings warning; the sample values value every such benefit', () => {
    expect(unvaluedBenefitWarnings(defaultSettings.sponsorshipLevels)).toEqual([]);
    expect(unvaluedBenefitWarnings(unvalued.sponsorshipLevels)).toEqual([
      'Gold: "Website ad" is advertising valued at $0. Enter its fair market value: until then the receipts of this level cannot state what is deductible.',
    ]);
    // The sample sponsorship is deductible in part: Gold's $1,200 less its benefits' $375.
    expect(goodsAndServices(gold, { amount: 1200, gift: 1200 }, defaultSettings).deductible).toBe(825);
  });
});
