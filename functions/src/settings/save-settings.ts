import {
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  settingsDocument,
  settingsValuesSchema,
  type SchoolSettings,
} from '@hope/domain/settings';
import { z } from '@hope/domain/zod';
import { HttpsError, onCall } from 'firebase-functions/https';
import { firestore } from '../platform/firestore';
import { memberOf } from '../auth/member';

/** What the Settings screen sends: the whole settings as the form gives them, and the revision it opened. */
const saveRequestSchema = z.object({
  values: z.unknown(),
  revision: z.number().int().nonnegative(),
});

export const staleSettingsMessage =
  'Another team member saved the settings while you were editing. Your changes were not saved.';

/**
 * Saves the school's settings: owners only, the whole document at once, checked against the settings schema
 * (the form's own words come back for a refused value), and only over the revision the form was opened from,
 * so a save from a stale tab never undoes a colleague's. The server's clock dates the save.
 */
export async function saveSettingsAs(
  request: Parameters<typeof memberOf>[0] & { data: unknown },
): Promise<{ settings: SchoolSettings }> {
  await memberOf(request, 'manage');
  const parsedRequest = saveRequestSchema.safeParse(request.data);
  if (!parsedRequest.success) throw new HttpsError('invalid-argument', 'The settings could not be read.');
  const values = settingsValuesSchema.safeParse(parsedRequest.data.values);
  if (!values.success) throw new HttpsError('invalid-argument', values.error.issues[0]!.message);
  const base = { revision: parsedRequest.data.revision };
  const ref = firestore().collection(SETTINGS_COLLECTION).doc(SETTINGS_DOC_ID);
  return firestore().runTransaction(async (tx) => {
    const stored = await tx.get(ref);
    const storedRevision: unknown = stored.exists ? (stored.get('revision') ?? 0) : 0;
    if (storedRevision !== base.revision) throw new HttpsError('aborted', staleSettingsMessage);
    const settings = settingsDocument(values.data, base, new Date());
    tx.set(ref, settings);
    return { settings };
  });
}

export const saveSettings = onCall({ maxInstances: 10 }, saveSettingsAs);
