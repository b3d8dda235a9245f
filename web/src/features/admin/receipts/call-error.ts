import { FirebaseError } from 'firebase/app';

/** A refused or failed call in the office's words: the function's own message where it gave one. */
export function callErrorText(error: unknown, fallback: string): string {
  if (error instanceof FirebaseError && error.code !== 'functions/internal') return error.message;
  return fallback;
}
