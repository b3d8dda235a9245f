import { appConfig } from '@hope/domain/config';
import { addRecordErrorBanner } from '@hope/domain/office';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { addRecord } from '../../data/records-gateway';
import type { AddFormKind } from '../../kinds/record-form';

export type SaveState = 'idle' | 'saving' | 'saved';
export interface BannerMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The add form's save: the form's checks first (the first failure in the red banner, nothing sent), then the
 * form sent to the server, which checks it again and adds the record with its history entry (records-gateway.ts), the green banner, and the list 1.5 seconds later.
 */
export function useSaveRecord<Form>(kind: AddFormKind<Form>) {
  const navigate = useNavigate();
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
      await addRecord(kind.collection, form as object);
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
