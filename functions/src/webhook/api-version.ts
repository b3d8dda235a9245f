import Stripe from 'stripe';

/**
 * Stripe API versions read `2026-10-28.endive`: a date and a release name. Since 2024-09-30.acacia, the
 * monthly versions of one release only add to what the objects hold; breaking changes come with a new release
 * name, twice a year. So an event is readable when its release is the one our stripe package was generated
 * for, whatever its date: the endpoint may be a month ahead of or behind the package, as it is after a minor
 * stripe upgrade or when the endpoint was created on the account's default version.
 */
export function apiRelease(version: string): string | null {
  const match = /^\d{4}-\d{2}-\d{2}\.([a-z]+)$/.exec(version.trim());
  return match ? match[1]! : null;
}

/** The release this code reads (the stripe package's pinned version), e.g. 'endive'. */
export const OUR_API_VERSION: string = Stripe.API_VERSION;
export const OUR_API_RELEASE: string = apiRelease(OUR_API_VERSION) ?? OUR_API_VERSION;

/** An event without a version (Stripe always sets one; our sandbox's forged test events may not) is read too. */
export function canReadApiVersion(eventVersion: string | null | undefined, ours = OUR_API_VERSION): boolean {
  if (!eventVersion) return true;
  const release = apiRelease(eventVersion);
  return release !== null && release === apiRelease(ours);
}
