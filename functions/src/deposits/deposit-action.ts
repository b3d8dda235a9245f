import { depositRequestSchema } from '@hope/domain/deposits';
import { HttpsError, onCall } from 'firebase-functions/https';
import { memberOf } from '../auth/member';
import { addItemStep, countStep, openStep, removeItemStep } from './batch-steps';
import { signOffStep } from './sign-off';

/**
 * The Deposits screen's steps: open a batch, add or remove an item, count, sign off. Owners and admins only,
 * by their role now. The input is parsed with the domain schema the screen uses; each step is written with its
 * history entry in one transaction, and a retried request does nothing twice.
 */
export const depositAction = onCall({ maxInstances: 10 }, async (request) => {
  const member = await memberOf(request);
  const parsed = depositRequestSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
  const step = parsed.data;
  switch (step.op) {
    case 'open':
      return openStep(step, member);
    case 'add_item':
      return addItemStep(step, member);
    case 'remove_item':
      return removeItemStep(step, member);
    case 'count':
      return countStep(step, member);
    case 'sign_off':
      return signOffStep(step, member);
  }
});
