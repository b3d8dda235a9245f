import {
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  settingsDocument,
  type SchoolSettings,
  type SettingsValues,
} from '@hope/domain/settings';
import { FirebaseError } from 'firebase/app';
import { doc, getDocFromServer, setDoc } from 'firebase/firestore';
import { useState } from 'react';
import { toast } from 'sonner';
import { db } from '../firebase';

/** Why a save wrote nothing: another admin saved first, the rules refused the values, or it did not get through. */
export type SaveRefusal = 'stale' | 'refused' | 'failed';

const settingsRef = () => doc(db, SETTINGS_COLLECTION, SETTINGS_DOC_ID);

/**
 * Saves the whole settings in one write: the revision the form was opened from plus one, which the security
 * rules accept only while the stored revision is still that one. A refusal is told apart by reading the
 * stored revision: newer means another team member saved meanwhile.
 */
export function useSaveSettings(onSaved: (saved: SchoolSettings) => void) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);

  async function save(values: SettingsValues, base: Pick<SchoolSettings, 'revision'>) {
    const document = settingsDocument(values, base, new Date());
    setSaving(true);
    setRefusal(null);
    try {
      await setDoc(settingsRef(), document);
      onSaved(document);
      toast.success('Settings saved');
    } catch (error) {
      console.error('Saving the settings failed', error);
      setRefusal(await refusalOf(error, base.revision));
    } finally {
      setSaving(false);
    }
  }

  return { saving, refusal, save, clearRefusal: () => setRefusal(null) };
}

async function refusalOf(error: unknown, baseRevision: number): Promise<SaveRefusal> {
  if (!(error instanceof FirebaseError) || error.code !== 'permission-denied') return 'failed';
  try {
    const stored = await getDocFromServer(settingsRef());
    const storedRevision: unknown = stored.get('revision');
    return (storedRevision ?? 0) !== baseRevision ? 'stale' : 'refused';
  } catch {
    return 'refused';
  }
}
