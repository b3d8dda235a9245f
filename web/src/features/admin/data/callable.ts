import { FirebaseError } from 'firebase/app';
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { app } from './firebase';

/**
 * A callable function of the back office, through the site's own origin (Hosting rewrites its /api path to
 * the function, the dev server proxies it): no cross-origin call, and the same Content-Security-Policy.
 */
export function callable<I, O>(path: string): (input: I) => Promise<O> {
  const call = httpsCallableFromURL<I, O>(getFunctions(app), `${window.location.origin}${path}`);
  return async (input: I) => (await call(input)).data;
}

/**
 * The message a refused or failed call shows: the function's own words where it gave them, without the HTTP
 * status the Firebase SDK appends to them (' [400]'), which means nothing to the office.
 */
export function callableErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError && error.code !== 'functions/internal') {
    return error.message.replace(/ \[\d{3}\]$/, '');
  }
  return 'The action could not be completed. Please try again.';
}

/** The form field a refused call is about, when the function named one: its words then go beside that field. */
export function callableErrorField(error: unknown): string | null {
  if (!(error instanceof FirebaseError)) return null;
  const details = (error as FirebaseError & { details?: unknown }).details;
  if (!details || typeof details !== 'object' || !('field' in details)) return null;
  return typeof details.field === 'string' ? details.field : null;
}
