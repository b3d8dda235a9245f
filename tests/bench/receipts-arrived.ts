import { MAIL_COLLECTION } from '@hope/domain/receipts';
import type { adminForTests } from '../support/emulators';
import { eventually, mailbox, type InboxMessage } from '../support/maildev';

/** The mail documents counted by delivery state, as "SUCCESS 1998, ERROR 2": where the missing messages are. */
async function mailStates(admin: ReturnType<typeof adminForTests>): Promise<string> {
  const counts = new Map<string, number>();
  for (const doc of (await admin.db.collection(MAIL_COLLECTION).get()).docs) {
    const state = String(doc.get('delivery.state') ?? 'none');
    counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  return [...counts].map(([state, count]) => `${state} ${count}`).join(', ') || 'no mail documents';
}

/**
 * Waits until MailDev holds `count` of the receipts (the messages `isReceipt` accepts: a gift may send other
 * mail beside its receipt, as a page's gift tells the page's parent). When it does not in time, the error says
 * how many it holds and what the mail documents' delivery states are (unsent, failed, or sent and not received).
 */
export async function receiptsArrived(
  admin: ReturnType<typeof adminForTests>,
  count: number,
  timeoutMs: number,
  isReceipt: (message: InboxMessage) => boolean = () => true,
): Promise<void> {
  const receipts = async () => (await mailbox.messages()).filter(isReceipt).length;
  try {
    await eventually(`${count} receipts in MailDev`, async () => (await receipts()) >= count, timeoutMs);
  } catch (error) {
    const held = `${await receipts()} receipts of ${(await mailbox.messages()).length} messages`;
    throw new Error(
      `${(error as Error).message}; MailDev holds ${held}; mail documents: ${await mailStates(admin)}`,
      {
        cause: error,
      },
    );
  }
}
