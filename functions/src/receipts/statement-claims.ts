import { MAIL_COLLECTION } from '@hope/domain/receipts';
import { firestore } from '../platform/firestore';
import { deliveryPolicy } from '../mail/deliver';

/*
 * Which run of the year-end job is sending each statement. A unit of the job creates a statement's claim
 * (create() under the mail id: of two at once, one wins), sends the statement, then writes its `mail` document
 * once, already in its final state: one write of the message, so one run of the mail trigger. `holder` names
 * the job's unit: a retry of that same unit (its earlier attempt was cut off) takes its own claims back at once,
 * where another unit waits for the claim's lease to lapse. Read and written by the functions alone.
 */
export const STATEMENT_CLAIMS_COLLECTION = 'statement_claims';

const iso = (ms: number) => new Date(ms).toISOString();

export type Claim = { at: string; lease_until: string; holder: string };

/** A claim held for a lease: long enough for a statement's attempts and their pauses. */
export function newClaim(now: number, holder: string): Claim {
  return { at: iso(now), lease_until: iso(now + deliveryPolicy.leaseMs), holder };
}

export const claimRef = (id: string) => firestore().collection(STATEMENT_CLAIMS_COLLECTION).doc(id);

/**
 * A statement claimed already: taken over when it has no message yet and either its lease lapsed (the run
 * that held it stopped) or `holder` held it (this unit's own earlier attempt, which was cut off); false when
 * it is sent, or still being sent by another unit.
 */
export async function takeOverClaim(id: string, holder: string): Promise<boolean> {
  const db = firestore();
  const claim = claimRef(id);
  const mail = db.collection(MAIL_COLLECTION).doc(id);
  return db.runTransaction(async (tx) => {
    const [held, message] = await tx.getAll(claim, mail, { fieldMask: ['lease_until', 'holder'] });
    const now = Date.now();
    if (message!.exists) return false;
    const ours = held!.exists && held!.get('holder') === holder;
    if (held!.exists && !ours && (held!.get('lease_until') as string) > iso(now)) return false;
    tx.set(claim, newClaim(now, holder));
    return true;
  });
}
