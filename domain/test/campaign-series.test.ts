import { describe, expect, it } from 'vitest';
import { campaignSeries, giftsByType } from '../src/dashboard';
import { donation, partner } from './fixtures';
import { defaultTimeZone } from '../src/settings';

const campaign = { start: '2026-10-30', end: '2027-07-31' };
const NOW = new Date('2026-11-03T18:00:00.000Z'); // Nov 3 in school time, after the end of daylight time on Nov 1

describe('the campaign series', () => {
  it('has one day per school-time day from the start to today, across the daylight-time change', () => {
    expect(campaignSeries(defaultTimeZone, [], campaign, NOW).map((day) => day.day)).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
  });

  it('sums pledged by creation day and net by arrival day, cumulatively, leaving voided records out', () => {
    const monthly = donation({
      created_at: '2026-10-31T04:00:00.000Z', // Oct 30 in school time
      total_pledged_amt: 90,
      net_payment: 57.9,
      stripe_charges: {
        ch_1: { amount: 3000, fee: 117, net: 2883, refunded: 0, paid_at: '2026-10-31T04:00:00.000Z' },
        ch_2: { amount: 3000, fee: 117, net: 2883, refunded: 0, paid_at: '2026-11-02T19:00:00.000Z' },
      },
    });
    const check = partner({
      created_at: '2026-11-01T18:00:00.000Z',
      total_pledged_amt: 500,
      checks: {
        '1042': {
          number: '1042',
          amount: 500,
          deposited_on: '2026-11-03',
          recorded_at: '2026-11-03T18:00:00.000Z',
          recorded_by: 'x',
        },
      },
    } as never);
    const voided = donation({
      created_at: '2026-11-01T18:00:00.000Z',
      total_pledged_amt: 1000,
      voided: { at: 'x', by: 'x', reason: 'test' },
    } as never);
    expect(campaignSeries(defaultTimeZone, [monthly, check, voided], campaign, NOW)).toEqual([
      { day: '2026-10-30', pledged: 90, net: 28.83 },
      { day: '2026-10-31', pledged: 90, net: 28.83 },
      { day: '2026-11-01', pledged: 590, net: 28.83 },
      { day: '2026-11-02', pledged: 590, net: 57.66 },
      { day: '2026-11-03', pledged: 590, net: 557.66 },
    ]);
  });

  it('counts gifts by type', () => {
    const gifts = giftsByType(
      [
        donation({ donation_type: 'one_time', total_pledged_amt: 50 }),
        donation({ donation_type: 'monthly', total_pledged_amt: 120 }),
        donation({ donation_type: 'check', total_pledged_amt: 250 }),
        donation({ donation_type: 'one_time', total_pledged_amt: null }),
      ],
      [partner({ total_pledged_amt: 1200 })],
    );
    expect(gifts).toEqual([
      { type: 'one_time', count: 1, amount: 50 },
      { type: 'monthly', count: 1, amount: 120 },
      { type: 'check', count: 1, amount: 250 },
      { type: 'partners', count: 1, amount: 1200 },
    ]);
  });
});
