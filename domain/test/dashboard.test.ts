import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../src/money/currency';
import { dashboardExplanations } from '../src/dashboard/explanations';
import { computeDashboard } from '../src/dashboard/figures';
import { projectedNet } from '../src/dashboard/projected-net';
import { RecentList } from '../src/dashboard/recent-list';
import { donation, partner } from './fixtures';
import { defaultTimeZone } from '../src/settings';

describe('projected net of one record', () => {
  const charge = (amount: number, net: number | null) => ({
    amount,
    fee: null,
    net,
    refunded: 0,
    paid_at: '2026-01-01T00:00:00.000Z',
  });

  it.each([
    ['one-time with its net', { kind: 'one_time', pledged: 100, paymentAmount: 100, net: 96.8 }, 96.8],
    [
      'one-time without payment data',
      { kind: 'one_time', pledged: 100, paymentAmount: 100, net: null },
      97.1,
    ],
    [
      'monthly: first payment ratio on the pledge',
      { kind: 'monthly', pledged: 1200, paymentAmount: 100, net: 96.5 },
      1158,
    ],
    [
      'monthly: the net of several payments over what they charged',
      { kind: 'monthly', pledged: 1200, paymentAmount: 100, paymentsMade: 3, net: 289.5 },
      1158,
    ],
    [
      'installments: the first $200 of a $1,200 plan netted $193.90',
      { kind: 'monthly', pledged: 1200, paymentAmount: 200, paymentsMade: 1, net: 193.9 },
      1163.4,
    ],
    [
      'monthly with a net but no payment count: one payment',
      { kind: 'monthly', pledged: 1200, paymentAmount: 200, paymentsMade: 0, net: 193.9 },
      1163.4,
    ],
    [
      'monthly without payment data',
      { kind: 'monthly', pledged: 1200, paymentAmount: 100, net: null },
      1165.2,
    ],
    ['monthly with zero amount', { kind: 'monthly', pledged: 1200, paymentAmount: 0, net: 5 }, 1165.2],
    [
      'monthly without a known payment amount',
      { kind: 'monthly', pledged: 1200, paymentAmount: null, net: 193.9 },
      1165.2,
    ],
    [
      'monthly from Stripe charges',
      {
        kind: 'monthly',
        pledged: 1200,
        paymentAmount: 100,
        net: 193,
        charges: { a: charge(10000, 9650), b: charge(10000, 9650), c: charge(10000, null), d: charge(0, 0) },
      },
      1158,
    ],
    ['check without net: no card fee', { kind: 'check', pledged: 500, paymentAmount: 500, net: null }, 500],
    ['check with a recorded net', { kind: 'check', pledged: 500, paymentAmount: 500, net: 480 }, 480],
    [
      'monthly with the fee covered: the charges are grossed up, the school nets the whole pledge',
      {
        kind: 'monthly',
        pledged: 120,
        paymentAmount: 40,
        net: 40,
        feeCovered: true,
        charges: { a: charge(4150, 4000) },
      },
      120,
    ],
    [
      'monthly with the fee covered, before any payment',
      { kind: 'monthly', pledged: 120, paymentAmount: 40, net: null, feeCovered: true },
      120,
    ],
    [
      'one-time with the fee covered, before payment: the gift',
      { kind: 'one_time', pledged: 50, paymentAmount: 50, net: null, feeCovered: true },
      50,
    ],
    [
      'one-time with the fee covered, paid: the net received',
      { kind: 'one_time', pledged: 50, paymentAmount: 50, net: 50, feeCovered: true },
      50,
    ],
  ] as const)('%s', (_case, input, expected) => {
    expect(projectedNet(input)).toBeCloseTo(expected, 9);
  });
});

describe('dashboard figures', () => {
  // Sunday 2026-03-08 at noon PDT: the clocks went forward at 2 am, so "today" began at 08:00 UTC.
  const now = new Date('2026-03-08T19:00:00.000Z');
  const donations = [
    donation({
      id: 'today',
      donation_amount: 100,
      total_pledged_amt: 100,
      net_payment: 96.8,
      created_at: '2026-03-08T08:00:00.000Z',
    }),
    donation({
      id: 'yesterday-late',
      donation_type: 'monthly',
      donation_amount: 100,
      total_pledged_amt: 1200,
      net_payment: 96.5,
      created_at: '2026-03-08T07:59:59.999Z',
    }),
    donation({
      id: 'week-start',
      donation_amount: 0.1,
      total_pledged_amt: 0.1,
      net_payment: 0.1,
      created_at: '2026-03-02T08:00:00.000Z',
    }),
    donation({
      id: 'eight-days',
      donation_amount: 0.2,
      total_pledged_amt: 0.2,
      created_at: '2026-03-01T07:59:00.000Z',
    }),
    donation({
      id: 'month-start',
      donation_type: 'check',
      donation_amount: 50,
      total_pledged_amt: 50,
      created_at: '2026-02-07T08:00:00.000Z',
    }),
    donation({
      id: 'old',
      donation_amount: 10,
      total_pledged_amt: 10,
      net_payment: 9.5,
      created_at: '2025-12-01T08:00:00.000Z',
    }),
    donation({
      id: 'unpaid',
      donation_amount: 5000,
      total_pledged_amt: null,
      created_at: '2026-03-08T18:00:00.000Z',
    }),
  ];
  const partners = [
    partner({
      id: 'gold',
      total_pledged_amt: 1200,
      net_payment: 1165,
      created_at: '2026-03-08T10:00:00.000Z',
    }),
    partner({
      id: 'check',
      pay_by_check: true,
      partnership_level: 'bronze',
      partnership_amount: 500,
      total_pledged_amt: 500,
      created_at: '2026-01-01T08:00:00.000Z',
    }),
    partner({ id: 'abandoned', total_pledged_amt: null, created_at: '2026-03-08T11:00:00.000Z' }),
  ];
  const figures = computeDashboard(defaultTimeZone, donations, partners, now);

  it('counts only pledged records, exactly to the cent', () => {
    expect(figures.totalPledged).toBe(100 + 1200 + 0.1 + 0.2 + 50 + 10 + 1200 + 500);
    expect(figures.totalPledged).toBe(3060.3);
    expect(figures.netToDate).toBe(96.8 + 96.5 + 0.1 + 9.5 + 1165);
    // 96.8 + 1158 (1200 x 0.965) + 0.1 + 0.19 (0.2 x 0.971) + 50 (check) + 9.5 + 1165 + 500 (check)
    expect(figures.projectedNet).toBe(2979.59);
  });

  it('counts today, the past 7 and 30 school-time days across a DST change', () => {
    expect(figures.counts).toEqual({ today: 2, pastWeek: 4, pastMonth: 6 });
  });

  it('gives the overviews and the 5 most recent of each, newest first', () => {
    expect(figures.donations).toEqual({ count: 6, amount: 1360.3 });
    expect(figures.partners).toEqual({ count: 2, amount: 1700 });
    expect(figures.recentDonations.map((record) => record.id)).toEqual([
      'today',
      'yesterday-late',
      'week-start',
      'eight-days',
      'month-start',
    ]);
    expect(figures.recentPartners.map((record) => record.id)).toEqual(['gold', 'check']);
  });

  it('uses the longer day at the fall-back change (2026-11-01)', () => {
    const fallNow = new Date('2026-11-01T23:00:00.000Z'); // 3 pm PST; the day began at 07:00 UTC (PDT)
    const records = [
      donation({ id: 'in', total_pledged_amt: 1, created_at: '2026-11-01T07:00:00.000Z' }),
      donation({ id: 'out', total_pledged_amt: 1, created_at: '2026-11-01T06:59:59.999Z' }),
    ];
    expect(computeDashboard(defaultTimeZone, records, [], fallNow).counts).toEqual({
      today: 1,
      pastWeek: 2,
      pastMonth: 2,
    });
  });

  it('projects monthly records without charge data from what their payments charged', () => {
    const records = {
      // The office's or the demo's Gold installment plan: $1,200 over 6 months, first $200 netted $193.90.
      gold: partner({
        donation_type: 'monthly',
        months: 6,
        total_pledged_amt: 1200,
        net_payment: 193.9,
      }),
      // Three $100 payments of a $1,200 monthly pledge, $289.50 net in all.
      pledge: donation({
        donation_type: 'monthly',
        donation_amount: 100,
        months: 12,
        payments_made: 3,
        total_pledged_amt: 1200,
        net_payment: 289.5,
      }),
      // A monthly partner entered without a month count: no per-payment amount, so the default fee.
      unknownMonths: partner({
        id: 'p2',
        donation_type: 'monthly',
        total_pledged_amt: 1200,
        net_payment: 50,
      }),
    };
    expect(computeDashboard(defaultTimeZone, [], [records.gold], now).projectedNet).toBe(1163.4);
    expect(computeDashboard(defaultTimeZone, [records.pledge], [], now).projectedNet).toBe(1158);
    expect(computeDashboard(defaultTimeZone, [], [records.unknownMonths], now).projectedNet).toBe(1165.2);
  });

  it('is all zeros without data', () => {
    expect(computeDashboard(defaultTimeZone, [], [], now)).toMatchObject({
      totalPledged: 0,
      projectedNet: 0,
      netToDate: 0,
      recentDonations: [],
    });
  });

  it('explains every card', () => {
    for (const text of Object.values(dashboardExplanations)) expect(text.length).toBeGreaterThan(20);
  });
});

describe('currency', () => {
  it.each([
    [1234.5, false, '$1,234.50'],
    [999.99, true, '$999.99'],
    [1000, true, '$1.0K'],
    [12345, true, '$12.3K'],
    [-2500, true, '-$2.5K'],
    [0, false, '$0.00'],
  ])('%s (compact %s) -> %s', (value, compact, text) => {
    expect(formatCurrency(value, { compact })).toBe(text);
  });
});

describe('recent list', () => {
  it('keeps the newest items, first offered first on ties, missing times last', () => {
    const list = new RecentList<string>(3);
    for (const [item, time] of [
      ['a', 1],
      ['b', 3],
      ['c', Number.NaN],
      ['d', 3],
      ['e', 2],
      ['f', 0],
    ] as const)
      list.offer(item, time);
    expect(list.newestFirst()).toEqual(['b', 'd', 'e']);
    const none = new RecentList<string>(0);
    none.offer('x', 1);
    expect(none.newestFirst()).toEqual([]);
  });
});
