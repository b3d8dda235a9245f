import {
  UNATTRIBUTED_CHARGES_COLLECTION,
  unattributedChargeSchema,
  unattributedNewestFirst,
  type UnattributedCharge,
} from '@hope/domain/records';
import { useMemo } from 'react';
import { useWatchedQuery, type QuerySpec } from '../data/provider';

/**
 * The charges the webhook kept aside (owners and admins may read them). Few by nature: a charge leaves the list
 * when it is attributed after all. One listener for the back office, kept until sign-out: coming back to the
 * dashboard re-reads nothing.
 */
const unattributedChargesQuery = {
  collection: UNATTRIBUTED_CHARGES_COLLECTION,
  schema: unattributedChargeSchema,
  keep: 'session',
} satisfies QuerySpec;

const NONE: UnattributedCharge[] = [];

/** The charges kept aside, newest first, live; none while loading. */
export function useUnattributedCharges(): UnattributedCharge[] {
  const charges = useWatchedQuery(unattributedChargesQuery);
  return useMemo(
    () => (charges.status === 'ready' ? unattributedNewestFirst(charges.data) : NONE),
    [charges],
  );
}
