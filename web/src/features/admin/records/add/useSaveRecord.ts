import { addRecordErrorBanner, appConfig } from '@hope/domain';
import { addDoc, collection } from 'firebase/firestore';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSettings } from '../../../../app/settings/SettingsContext';
import { db } from '../../firebase';
import type { AddFormKind } from '../../kinds/record-form';

export type SaveState = 'idle' | 'saving' | 'saved';
export interface BannerMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The add form's save: the spec's checks first (the first failure in the red banner, nothing sent), then one
 * document added with the Firestore client, the green banner, and the list 1.5 seconds later.
 */
export function useSaveRecord<Form>(kind: AddFormKind<Form>) {
  const navigate = useNavigate();
  const settings = useSettings();
  const [state, setState] = useState<SaveState>('idle');
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  async function save(form: Form) {
    const failure = kind.validate(form);
    if (failure) {
      setBanner({ tone: 'error', text: failure });
      return;
    }
    setState('saving');
    setBanner(null);
    try {
      await addDoc(collection(db, kind.collection), kind.build(form, new Date(), settings));
      setState('saved');
      setBanner({ tone: 'success', text: kind.successText });
      redirect.current = window.setTimeout(
        () => navigate(kind.listPath),
        appConfig.timings.redirectAfterAddMs,
      );
    } catch (error) {
      console.error(`Adding to ${kind.collection} failed`, error);
      setState('idle');
      setBanner({ tone: 'error', text: addRecordErrorBanner(kind.errorTarget, error) });
    }
  }

  return { state, banner, save, dismissBanner: () => setBanner(null) };
}
