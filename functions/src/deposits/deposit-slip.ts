import { batchLabel, depositBatchSchema, depositSlipRequestSchema } from '@hope/domain/deposits';
import { HttpsError, onCall } from 'firebase-functions/https';
import { memberOf } from '../auth/member';
import { readSettings } from '../settings/read-settings';
import { batchRef } from './deposit-step';
import { slipPdf } from './slip-pdf';

/**
 * A batch's deposit slip as a PDF, for any member (viewers read deposits too): the screen saves it as a file.
 * A callable rather than a link, so the member's role is checked on every download.
 */
export const depositSlip = onCall({ maxInstances: 10 }, async (request) => {
  await memberOf(request, 'read');
  const parsed = depositSlipRequestSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0]!.message);
  const { batchId } = parsed.data;
  const snapshot = await batchRef(batchId).get();
  if (!snapshot.exists) throw new HttpsError('not-found', 'This deposit batch was not found.');
  const batch = depositBatchSchema.parse(snapshot.data());
  const settings = await readSettings();
  const pdf = await slipPdf(batchId, batch, settings.organization.organizationName, settings.time_zone);
  // 'Deposit 3 · Nov 28, 2026' -> 'deposit-3-nov-28-2026-slip.pdf': letters, digits and dashes only.
  const slug = batchLabel({ id: batchId, ...batch })
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const fileName = `${slug}-slip.pdf`;
  return { fileName, base64: pdf.toString('base64') };
});
