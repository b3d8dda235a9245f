import { describe, expect, it } from 'vitest';
import { withGiftCounted, type PublicStudentPage } from '../src/pages';

const page: PublicStudentPage = {
  code: 'maya-r-7k2p',
  firstName: 'Maya',
  lastInitial: 'R',
  gradeTeacher: '3rd - Ms. Lee',
  goal: 250,
  message: '',
  raised: 0,
  gifts: 0,
};
const gift = { code: page.code, pledge: 40.1, raisedBefore: 10.2, giftsBefore: 1 };

describe('a page right after a gift through it', () => {
  it('adds the gift to the figures seen before when the read does not hold it yet (a cached $0)', () => {
    expect(withGiftCounted(page, gift)).toMatchObject({ raised: 50.3, gifts: 2 });
    expect(withGiftCounted({ ...page, raised: 10.2, gifts: 1 }, gift)).toMatchObject({
      raised: 50.3,
      gifts: 2,
    });
  });

  it('takes a read that already counts more gifts as it is', () => {
    const fresh = { ...page, raised: 75, gifts: 3 };
    expect(withGiftCounted(fresh, gift)).toBe(fresh);
  });

  it('leaves another page, or no gift, alone', () => {
    expect(withGiftCounted(page, { ...gift, code: 'leo-k-1111' })).toBe(page);
    expect(withGiftCounted(page, null)).toBe(page);
  });
});
