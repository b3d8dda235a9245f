import { describe, expect, it } from 'vitest';
import {
  emptyAggregate,
  progressAggregateSchema,
  publicProgress,
  withContribution,
  type Contribution,
} from '../src/progress';

const now = new Date('2026-11-25T12:00:00Z');
const campaign = { id: 'c', name: '2026-27', start: '2026-08-01', end: '2027-07-31', goal: 10_000 };
const gift: Contribution = {
  campaignId: 'c',
  raisedCents: 10_000,
  family: 'f1',
  partner: false,
  page: null,
  classes: [],
};
const sponsor: Contribution = {
  campaignId: 'c',
  raisedCents: 120_000,
  family: null,
  partner: true,
  page: null,
  classes: [],
};

describe('the progress aggregate', () => {
  it('comes out the same whatever order the contributions are applied in', () => {
    let inOrder = emptyAggregate('c', now);
    inOrder = withContribution(inOrder, gift, 1, now);
    inOrder = withContribution(inOrder, sponsor, 1, now);
    inOrder = withContribution(inOrder, sponsor, -1, now);

    // Taken out before it was put in: below zero for a moment, stored as such, and never shown below zero.
    let reversed = emptyAggregate('c', now);
    reversed = withContribution(reversed, sponsor, -1, now);
    reversed = withContribution(reversed, gift, -1, now);
    expect(progressAggregateSchema.safeParse(reversed).success).toBe(true);
    expect(publicProgress(reversed, campaign)).toEqual({
      campaign: '2026-27',
      goal: 10_000,
      raised: 0,
      families: 0,
      partners: 0,
    });
    reversed = withContribution(reversed, gift, 1, now);
    reversed = withContribution(reversed, gift, 1, now);
    reversed = withContribution(reversed, sponsor, 1, now);
    expect(publicProgress(reversed, campaign)).toEqual(publicProgress(inOrder, campaign));
    expect(publicProgress(inOrder, campaign)).toMatchObject({ raised: 100, families: 1, partners: 0 });
  });
});
