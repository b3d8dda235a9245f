import { driveMessages } from '@hope/domain/drives';
import { HttpsError } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import { chargePledge, type PledgeCharge } from './charge-pledge';
import { pledgeOf, pledgeRef, writePledge } from './drive-store';

/**
 * The office acts on a refused pledge: charge it again with the saved card (the relative may have told the bank
 * to allow it; a new try is a new charge at Stripe), or cancel it. Only a refused pledge of this drive changes.
 */
export async function actOnRefused(
  driveId: string,
  pledgeId: string,
  op: 'retry' | 'cancel',
): Promise<PledgeCharge | 'cancelled'> {
  await firestore().runTransaction(async (tx) => {
    const pledge = pledgeOf(await tx.get(pledgeRef(pledgeId)));
    if (!pledge || pledge.drive_id !== driveId || pledge.status !== 'failed')
      throw new HttpsError('failed-precondition', driveMessages.notRefused);
    writePledge(tx, {
      ...pledge,
      status: op === 'retry' ? 'saved' : 'cancelled',
      failure_reason: op === 'retry' ? null : pledge.failure_reason,
      updated_at: new Date().toISOString(),
    });
  });
  return op === 'retry' ? chargePledge(pledgeId) : 'cancelled';
}
