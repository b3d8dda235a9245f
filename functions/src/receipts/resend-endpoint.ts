import { resendRequestSchema } from '@hope/domain/receipts';
import { HttpsError, onCall } from 'firebase-functions/https';
import { smtpPassword, smtpUser } from '../mail/smtp-config';
import { memberName, memberOf } from '../auth/member';
import { manageLinkKeys } from '../portal/link-keys';
import { sendAgain } from './send-again';
import { sendOwed } from './send-owed';

/**
 * The office's "Resend receipt": a message that exists is composed again and sent again; a receipt that was
 * never created (the record had no email when the payment landed) is created now, through the same path as
 * the trigger's, so a Resend racing the sweep still makes one message.
 */
export const resendReceipt = onCall(
  {
    // manageLinkKeys: a receipt composed again signs its monthly-gift link anew.
    secrets: [smtpUser, smtpPassword, manageLinkKeys],
    timeoutSeconds: 60,
    maxInstances: 10,
  },
  async (request) => {
    const member = await memberOf(request);
    const parsed = resendRequestSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
    const now = new Date();
    if (parsed.data.owed) {
      await sendOwed(parsed.data.mailId, now);
      return { ok: true };
    }
    try {
      await sendAgain(parsed.data.mailId, memberName(member), now);
    } catch (error) {
      if (!(error instanceof HttpsError && error.code === 'not-found')) throw error;
      await sendOwed(parsed.data.mailId, now);
    }
    return { ok: true };
  },
);
