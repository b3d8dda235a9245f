import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { apiRelease, canReadApiVersion, OUR_API_RELEASE } from '../src/webhook/api-version';

describe('which Stripe API versions the webhook reads', () => {
  const ours = '2026-10-28.endive';

  it('names the release of a version, or none for the dated versions before 2024-09-30.acacia', () => {
    expect(apiRelease('2026-10-28.endive')).toBe('endive');
    expect(apiRelease('2024-06-20')).toBeNull();
    expect(apiRelease('endive')).toBeNull();
    expect(OUR_API_RELEASE).toBe(apiRelease(Stripe.API_VERSION));
  });

  it('reads the same release at a newer or an older date', () => {
    expect(canReadApiVersion('2026-10-28.endive', ours)).toBe(true);
    expect(canReadApiVersion('2027-02-24.endive', ours)).toBe(true);
    expect(canReadApiVersion('2026-09-30.endive', ours)).toBe(true);
  });

  it('refuses another release, before or after ours, and a version without a release', () => {
    expect(canReadApiVersion('2026-09-29.clover', ours)).toBe(false);
    expect(canReadApiVersion('2027-04-28.foxglove', ours)).toBe(false);
    expect(canReadApiVersion('2024-06-20', ours)).toBe(false);
  });

  it('reads an event that carries no version', () => {
    expect(canReadApiVersion(null, ours)).toBe(true);
    expect(canReadApiVersion(undefined, ours)).toBe(true);
  });
});
