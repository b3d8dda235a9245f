import { describe, expect, it } from 'vitest';
import { eventMaxAgeMs, givenUp } from '../src/retried-event';

describe('a retried event', () => {
  it('is given up once it is older than its bound, and only then', () => {
    const now = Date.parse('2026-11-04T18:00:00.000Z');
    const event = (minutesOld: number) => ({
      id: 'e1',
      time: new Date(now - minutesOld * 60_000).toISOString(),
    });
    expect(givenUp(event(59), eventMaxAgeMs.receipts, 'a receipt', now)).toBe(false);
    expect(givenUp(event(61), eventMaxAgeMs.receipts, 'a receipt', now)).toBe(true);
    expect(givenUp(event(61), eventMaxAgeMs.pageNotice, 'a notice', now)).toBe(false);
    expect(givenUp(event(25 * 60), eventMaxAgeMs.pageNotice, 'a notice', now)).toBe(true);
  });
});
