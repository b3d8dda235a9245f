import { FirebaseError } from 'firebase/app';
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { app } from './firebase';

/**
 * A callable function of the back office, through the site's own origin (Hosting rewrites its /api path to
 * the function, the dev server proxies it): no cross-origin call, and the same Content-Security-Policy. A
 * refusal is thrown with the function's own words only: the Firebase SDK appends the HTTP status to them
 * (' [400]'), which means nothing to a person, so it is taken off here, before any screen can show it.
 */
export function callable<I, O>(path: string): (input: I) => Promise<O> {
  const call = httpsCallableFromURL<I, O>(getFunctions(app), `${window.location.origin}${path}`);
  return async (input: I) => {
    try {
      return (await call(input)).data;
    } catch (error) {
      if (error instanceof FirebaseError) error.message = withoutCode(error.message);
      throw error;
    }
  };
}

/** A message without a trailing bracketed code ('... [400]', '... [failed-precondition]'). */
const withoutCode = (message: string) => message.replace(/\s*\[[^\]]*\]\s*$/, '').trim();

/** What the SDK says when the function gave no words: a code alone ('failed-precondition', 'internal'). */
const isBareCode = (message: string) =>
  /^[a-z]+(-[a-z]+)*$/.test(message) || message.startsWith('Unknown backend');

/**
 * The message a refused or failed call shows: the function's own words where it gave them, else `fallback`;
 * never a status code or an error code.
 */
export function callableErrorMessage(
  error: unknown,
  fallback = 'The action could not be completed. Please try again.',
): string {
  if (!(error instanceof FirebaseError) || error.code === 'functions/internal') return fallback;
  const message = withoutCode(error.message);
  return message && !isBareCode(message) ? message : fallback;
}

/** The form field a refused call is about, when the function named one: its words then go beside that field. */
export function callableErrorField(error: unknown): string | null {
  if (!(error instanceof FirebaseError)) return null;
  const details = (error as FirebaseError & { details?: unknown }).details;
  if (!details || typeof details !== 'object' || !('field' in details)) return null;
  return typeof details.field === 'string' ? details.field : null;
}
