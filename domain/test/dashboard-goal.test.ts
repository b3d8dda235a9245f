import { describe, expect, it } from 'vitest';
import { pledgedPercentOfGoal } from '../src/dashboard';

describe('pledgedPercentOfGoal', () => {
  it('rounds down, so 100% means the goal is reached', () => {
    expect(pledgedPercentOfGoal(0, 60_000)).toBe(0);
    expect(pledgedPercentOfGoal(25_350, 60_000)).toBe(42);
    expect(pledgedPercentOfGoal(59_999.99, 60_000)).toBe(99);
    expect(pledgedPercentOfGoal(60_000, 60_000)).toBe(100);
  });

  it('is not thrown off by binary fractions of cents', () => {
    expect(pledgedPercentOfGoal(0.29, 1)).toBe(29);
    expect(pledgedPercentOfGoal(580, 2000)).toBe(29);
  });

  it('goes past 100% when the goal is beaten, and refuses a goal that is not positive', () => {
    expect(pledgedPercentOfGoal(90_000, 60_000)).toBe(150);
    expect(() => pledgedPercentOfGoal(10, 0)).toThrow(RangeError);
  });
});
