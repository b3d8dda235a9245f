import { type SchoolSettings, type SettingsValues } from '@hope/domain/settings';
import { FirebaseError } from 'firebase/app';
import { useState } from 'react';
import { toast } from 'sonner';
import { callable } from '../data/callable';

/**
 * Why a save wrote nothing: another team member saved first, the server refused the values (its words), or the
 * save did not get through.
 */
export type SaveRefusal = 'stale' | { refused: string } | 'failed';

const saveSettings = callable<{ values: SettingsValues; revision: number }, { settings: SchoolSettings }>(
  '/api/settings/save',
);

/**
 * Saves the whole settings through the server, over the revision the form was opened from: the server refuses
 * the save when another team member saved since, and dates it by its own clock.
 */
export function useSaveSettings(onSaved: (saved: SchoolSettings) => void) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);

  async function save(values: SettingsValues, base: Pick<SchoolSettings, 'revision'>) {
    setSaving(true);
    setRefusal(null);
    try {
      const { settings } = await saveSettings({ values, revision: base.revision });
      onSaved(settings);
      toast.success('Settings saved');
    } catch (error) {
      console.error('Saving the settings failed', error);
      setRefusal(refusalOf(error));
    } finally {
      setSaving(false);
    }
  }

  return { saving, refusal, save, clearRefusal: () => setRefusal(null) };
}

function refusalOf(error: unknown): SaveRefusal {
  if (!(error instanceof FirebaseError)) return 'failed';
  if (error.code === 'functions/aborted') return 'stale';
  if (error.code === 'functions/invalid-argument' || error.code === 'functions/permission-denied') {
    return { refused: error.message };
  }
  return 'failed';
}
