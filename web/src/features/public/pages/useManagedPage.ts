import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../shared/public-api';
import type { ManagedStudentPage as ManagedPage, ManageOp } from '@hope/domain/pages';
import { manageStudentPage, type PageEdit } from './pages-api';

export type ManageState =
  | { state: 'loading' }
  | { state: 'wrong-key' }
  | { state: 'failed'; message: string }
  | { state: 'deleted' }
  | { state: 'ready'; page: ManagedPage };

/** The private key of the manage link, from its fragment (#key=...), which never reaches a server log. */
export function keyFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('key') ?? '';
}

/**
 * The page as its family manages it, and the changes they can make. A refused key (403) reads as the wrong
 * link; any other refusal of a change comes back to the caller with the server's sentence.
 */
export function useManagedPage(code: string, key: string) {
  // No key at all (a link cut short) is the wrong link at once, with nothing asked of the server.
  const [current, setCurrent] = useState<ManageState>(key ? { state: 'loading' } : { state: 'wrong-key' });

  const settle = useCallback((page: ManagedPage | null) => {
    setCurrent(page ? { state: 'ready', page } : { state: 'deleted' });
  }, []);
  const refuse = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.status === 403) setCurrent({ state: 'wrong-key' });
    else throw error;
  }, []);

  useEffect(() => {
    if (!key) return;
    manageStudentPage(code, key, { op: 'read' })
      .then(settle, refuse)
      .catch((error: unknown) =>
        setCurrent({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
  }, [code, key, settle, refuse]);

  const change = (op: Exclude<ManageOp, 'read' | 'update'>) =>
    manageStudentPage(code, key, { op }).then(settle, refuse);
  const edit = (form: PageEdit) => manageStudentPage(code, key, { op: 'update', form }).then(settle, refuse);
  return { current, change, edit };
}
