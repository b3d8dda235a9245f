import { recordCollectionSchema } from '@hope/domain/records';
import { z } from '@hope/domain/zod';
import { HttpsError, onCall } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import { memberOf } from '../auth/member';
import { applyTransition } from '../records/apply-transition';
import { revocationRef } from './turned-off-links';

const turnOffRequestSchema = z.object({
  collection: recordCollectionSchema,
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Please choose a record'),
});

/**
 * The office's "Turn off the manage link" (owners and admins): every manage link of the record made until now
 * opens nothing any more (a link forwarded or leaked, a donor who asks), while a receipt sent later carries a
 * new one. The turn-off time and the history entry are written in one transaction, with the member's name.
 */
export const turnOffManageLink = onCall({ maxInstances: 10 }, async (request) => {
  const member = await memberOf(request);
  const parsed = turnOffRequestSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
  const target = parsed.data;
  const db = firestore();
  const now = new Date();
  const settled = await db.runTransaction((tx) =>
    applyTransition(
      tx,
      target,
      () => ({ kind: 'manage_link_turned_off', summary: 'Manage link turned off', always: true }),
      {
        actor: member,
        source: null,
        now,
        alsoWrite: () =>
          tx.set(revocationRef(db, target.collection, target.id), { revoked_at: now.toISOString() }),
      },
    ),
  );
  if (!settled) throw new HttpsError('not-found', 'This record was not found.');
  return { ok: true };
});
