import { appConfig } from '@hope/domain/config';
import { addRecordErrorBanner } from '@hope/domain/office';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { addRecord } from '../../data/records-gateway';
import type { AnyRecordKind } from '../../kinds';

export type SaveState = 'idle' | 'saving' | 'saved';
export interface BannerMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The add form's save: the form's checks first (the first failure in the red banner, nothing sent), then the
 * form sent to the server, which checks it again and adds the record with its history entry (records-gateway.ts), the green banner, and the list 1.5 seconds later.
 */
export function useSaveRecord(kind: AnyRecordKind) {
  const navigate = useNavigate();
  const [state, setState] = useState<SaveState>('idle');
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  async function save(form: Record<string, unknown>) {
    const failure = kind.add.validate(form);
    if (failure) {
      setBanner({ tone: 'error', text: failure });
      return;
    }
    setState('saving');
    setBanner(null);
    try {
      await addRecord(kind.collection, form);
      setState('saved');
      setBanner({ tone: 'success', text: kind.add.successText });
      redirect.current = window.setTimeout(() => navigate(kind.path), appConfig.timings.redirectAfterAddMs);
    } catch (error) {
      console.error(`Adding to ${kind.collection} failed`, error);
      setState('idle');
      setBanner({ tone: 'error', text: addRecordErrorBanner(kind.one, error) });
    }
  }

  return { state, banner, save, dismissBanner: () => setBanner(null) };
}
