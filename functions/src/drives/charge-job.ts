import { PLEDGES_COLLECTION } from '@hope/domain/drives';
import { chunks } from '../jobs/chunks';
import { defineJob, type JobDefinition } from '../jobs/define-job';
import { firestore } from '../platform/firestore';
import { stripeSecretKey } from '../platform/config';
import { manageLinkKeys } from '../portal/link-keys';
import { chargePledge, type PledgeCharge } from './charge-pledge';

export type ChargeParams = { driveId: string };

/** Pledges charged one after another within a unit; units run side by side within Stripe's rate limit. */
const PLEDGES_PER_UNIT = 10;

/**
 * "Charge pledges" as a job: the plan lists the drive's saved pledges (its units name them, nothing more); each
 * unit charges its pledges one by one (charge-pledge.ts), each once whatever runs again. The counts say how many
 * were charged, had a zero count, were refused or were not counted yet.
 */
export const chargeJobDefinition: JobDefinition<ChargeParams, string[]> = {
  kind: 'charge_pledges',
  concurrency: 8,
  // The link keys sign the private link in a refused card's mail.
  secrets: [stripeSecretKey, manageLinkKeys],
  plan: async ({ driveId }) => {
    const saved = await firestore()
      .collection(PLEDGES_COLLECTION)
      .where('drive_id', '==', driveId)
      .where('status', '==', 'saved')
      .select()
      .get();
    const ids = saved.docs.map((doc) => doc.id).sort();
    return chunks(ids, PLEDGES_PER_UNIT).map((input) => ({ items: input.length, input }));
  },
  unit: async (pledgeIds) => {
    const counts: Record<PledgeCharge, number> = {
      charged: 0,
      zero: 0,
      failed: 0,
      not_counted: 0,
      not_due: 0,
    };
    for (const id of pledgeIds) counts[await chargePledge(id)] += 1;
    return { counts };
  },
};

export const chargePledgesJob = defineJob(chargeJobDefinition);
