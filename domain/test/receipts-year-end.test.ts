import { describe, expect, it } from 'vitest';
import {
  statementMailId,
  yearEndStatementContent,
  yearEndStatements,
  type StatementSource,
} from '../src/receipts';
import { type StoredRecord, type StripeCharge } from '../src/records';
import { defaultSettings } from '../src/settings';
import { donation, partner, withBenefitValues } from './fixtures';

const charge = (paid_at: string, amount = 10000, refunded = 0): StripeCharge => ({
  amount,
  fee: 320,
  net: amount - 320,
  refunded,
  paid_at,
});
const source = (record: StoredRecord, id = 'r'): StatementSource => ({
  collection: 'company_name' in record ? 'community_partners' : 'donations',
  id,
  record,
});
const settings = defaultSettings;

describe('year-end statements', () => {
  it('lists each gift received in the school-time calendar year by donor email, with the total', () => {
    const result = yearEndStatements(
      [
        source(
          donation({
            email: 'dee@example.com',
            parent_name: 'Dee Old',
            stripe_charges: { a: charge('2025-03-10T18:00:00.000Z') },
          }),
        ),
        // New Year's Eve in California is still 2025; New Year's Day 2025 at 07:30 UTC was 31 December 2024.
        source(
          donation({
            email: ' DEE@example.com',
            parent_name: 'Dee Park',
            stripe_charges: { b: charge('2026-01-01T07:30:00.000Z', 5000) },
          }),
        ),
        source(
          donation({
            email: 'eli@example.com',
            parent_name: 'Eli',
            stripe_charges: { c: charge('2025-01-01T07:30:00.000Z') },
          }),
        ),
      ],
      2025,
      settings,
    );
    expect(result.withoutEmail).toBe(0);
    expect(result.statements).toHaveLength(1);
    expect(result.statements[0]).toMatchObject({
      email: 'dee@example.com',
      name: 'Dee Park',
      total: 150,
      deductibleTotal: 150,
    });
    expect(result.statements[0]!.gifts.map((gift) => gift.received_at)).toEqual([
      '2025-03-10T18:00:00.000Z',
      '2026-01-01T07:30:00.000Z',
    ]);
  });

  it('leaves out refunds, disputes not won, voided records; counts records without an email apart', () => {
    const result = yearEndStatements(
      [
        source(
          donation({
            email: 'a@example.com',
            stripe_charges: {
              kept: charge('2025-05-01T18:00:00.000Z', 10000, 2500),
              gone: charge('2025-06-01T18:00:00.000Z', 10000, 10000),
              lost: charge('2025-07-01T18:00:00.000Z'),
              won: charge('2025-08-01T18:00:00.000Z'),
            },
            stripe_disputes: {
              dp1: {
                charge: 'lost',
                amount: 10000,
                status: 'lost',
                reason: 'fraudulent',
                net_effect: -11500,
                opened_at: 'x',
                closed_at: 'y',
                read_at: 1,
              },
              dp2: {
                charge: 'won',
                amount: 10000,
                status: 'won',
                reason: 'fraudulent',
                net_effect: 0,
                opened_at: 'x',
                closed_at: 'y',
                read_at: 1,
              },
            },
          }),
        ),
        source(
          donation({
            email: 'v@example.com',
            voided: { at: 'x', by: 'y', reason: 'test' },
            stripe_charges: { v: charge('2025-05-01T18:00:00.000Z') },
          }),
        ),
        source(donation({ email: null, stripe_charges: { n: charge('2025-05-01T18:00:00.000Z') } })),
        source(
          partner({
            email: 'admin-entry@hope.example.org',
            pay_by_check: true,
            payment_completed_at: '2025-05-01T18:00:00.000Z',
          }),
        ),
        source(donation({ email: 'nothing@example.com' })),
      ],
      2025,
      settings,
    );
    expect(result.withoutEmail).toBe(2);
    expect(result.statements.map((statement) => [statement.email, statement.total])).toEqual([
      ['a@example.com', 175],
    ]);
  });

  it('counts checks by deposit date, and office-completed records from before payments were tracked', () => {
    const result = yearEndStatements(
      [
        source(
          partner({
            email: 'co@example.com',
            company_name: 'Bay Hardware',
            level_name: 'Gold',
            pay_by_check: true,
            checks: {
              '1042': {
                number: '1042',
                amount: 1200,
                deposited_on: '2025-11-02',
                recorded_at: 'x',
                recorded_by: 'y',
              },
            },
          }),
        ),
        source(
          donation({
            email: 'old@example.com',
            donation_type: 'check',
            donation_amount: 300,
            payment_completed_at: '2025-04-01T18:00:00.000Z',
          }),
        ),
        source(
          donation({
            email: 'card@example.com',
            donation_amount: 40,
            total_pledged_amt: 40,
            payment_completed_at: '2025-04-01T18:00:00.000Z',
          }),
        ),
      ],
      2025,
      settings,
    );
    expect(
      result.statements.map((statement) => [
        statement.name,
        statement.total,
        statement.gifts[0]!.description,
      ]),
    ).toEqual([
      ['Ana Garcia', 40, 'Gift (recorded by the office)'],
      ['Ana Garcia', 300, 'Gift (check)'],
      ['Bay Hardware', 1200, 'Gold sponsorship (check #1042)'],
    ]);
  });

  it('states the deductible part of sponsorship gifts and marks the gifts that came with goods', () => {
    const valued = withBenefitValues(settings, (_level, benefit) =>
      benefit.kind === 'goods_services' ? 200 : 0,
    );
    const monthly = donation({
      email: 'both@example.com',
      parent_name: 'Both',
      months: 12,
      pledge_amt: 1200,
      fee_covered: true,
      stripe_charges: { m1: charge('2025-02-01T18:00:00.000Z', 10330) },
    });
    const sponsor = partner({
      email: 'both@example.com',
      checks: {
        '9': { number: '9', amount: 1200, deposited_on: '2025-03-01', recorded_at: 'x', recorded_by: 'y' },
      },
    });
    const { statements } = yearEndStatements([source(monthly), source(sponsor)], 2025, valued);
    const statement = statements[0]!;
    expect(statement).toMatchObject({ total: 1303.3, deductibleTotal: 1103.3 });
    const content = yearEndStatementContent({
      statement,
      year: 2025,
      settings: valued,
      mailId: statementMailId(2025, 'both@example.com'),
      issuedAt: new Date('2026-01-05T18:00:00.000Z'),
    });
    expect(content.title).toBe('Year-End Giving Statement 2025');
    expect(content.table?.columns).toEqual(['Date', 'Gift', 'Amount', 'Deductible']);
    expect(content.table?.rows).toEqual([
      ['2025-02-01', 'Monthly gift (card)', '$103.30', '$103.30'],
      ['2025-03-01', 'Gold sponsorship (check #9) *', '$1,200.00', '$1,000.00'],
    ]);
    expect(content.table?.total).toEqual(['', 'Total', '$1,303.30', '$1,103.30']);
    expect(content.goodsServices.statement).toContain('The gifts marked * came with goods or services.');
    expect(content.goodsServices.statement).toContain(
      'No goods or services were provided in exchange for the other gifts.',
    );

    const shirts = donation({
      email: 't@example.com',
      donation_amount: 1000,
      children_data: [{ name: 'K', tShirtSize: 'Youth S' }],
      stripe_charges: { t: charge('2025-02-01T18:00:00.000Z', 100000) },
    });
    const shirtStatement = yearEndStatements([source(shirts)], 2025, settings).statements[0]!;
    const shirtContent = yearEndStatementContent({
      statement: shirtStatement,
      year: 2025,
      settings,
      mailId: 's',
      issuedAt: new Date(),
    });
    expect(shirtContent.goodsServices.statement).toBe(settings.receipts.tShirtStatement);
    expect(shirtContent.table?.columns).toEqual(['Date', 'Gift', 'Amount']);
    const plain = yearEndStatements(
      [
        source(
          donation({ email: 'p@example.com', stripe_charges: { p: charge('2025-02-01T18:00:00.000Z') } }),
        ),
      ],
      2025,
      settings,
    ).statements[0]!;
    expect(
      yearEndStatementContent({ statement: plain, year: 2025, settings, mailId: 's', issuedAt: new Date() })
        .goodsServices.statement,
    ).toBe(settings.receipts.noGoodsStatement);
  });
});
