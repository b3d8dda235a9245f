import { MAIL_COLLECTION } from '@hope/domain/receipts';
import { firestore } from '../firestore';
import { deliveryPolicy } from '../mail/deliver';

/*
 * Which year-end run is sending each statement. A run creates a statement's claim (create() under the mail id:
 * of two runs at once, one wins), sends the statement, then writes its `mail` document once, already in its
 * final state: one write of the message, so one run of the mail trigger, where claiming the message itself
 * took two. Read and written by the functions alone.
 */
export const STATEMENT_CLAIMS_COLLECTION = 'statement_claims';

const iso = (ms: number) => new Date(ms).toISOString();

/** A claim held for a lease: long enough for a statement's attempts and their pauses. */
export function newClaim(now: number): { at: string; lease_until: string } {
  return { at: iso(now), lease_until: iso(now + deliveryPolicy.leaseMs) };
}

export const claimRef = (id: string) => firestore().collection(STATEMENT_CLAIMS_COLLECTION).doc(id);

/**
 * A statement another run had claimed: taken over when that run stopped before writing it (its lease lapsed and
 * there is no message), in a transaction; false when it is sent, or still being sent.
 */
export async function takeOverClaim(id: string): Promise<boolean> {
  const db = firestore();
  const claim = claimRef(id);
  const mail = db.collection(MAIL_COLLECTION).doc(id);
  return db.runTransaction(async (tx) => {
    const [held, message] = await tx.getAll(claim, mail, { fieldMask: ['lease_until'] });
    const now = Date.now();
    if (message!.exists || (held!.exists && (held!.get('lease_until') as string) > iso(now))) return false;
    tx.set(claim, newClaim(now));
    return true;
  });
}
