import { FirebaseError } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';

/*
 * A refused call's words reach a person as they are shown (a line beside a button, a toast, a form's error):
 * the function's sentence, never the HTTP status or code the Firebase SDK appends to it ('... [400]').
 */

const refusal = vi.hoisted(() => ({ error: null as unknown }));
vi.mock('../src/features/admin/data/firebase', () => ({ app: {} }));
vi.mock('firebase/functions', () => ({
  getFunctions: () => ({}),
  httpsCallableFromURL: () => async () => {
    throw refusal.error;
  },
}));

const { callable, callableErrorMessage } = await import('../src/features/admin/data/callable');

const sdkError = (code: string, message: string) => new FirebaseError(`functions/${code}`, message);
const BRACKETED = /\[[^\]]*\]/;

async function refusedWith(error: unknown): Promise<unknown> {
  refusal.error = error;
  return callable<{ mailId: string }, unknown>('/api/receipts/resend')({ mailId: 'm1' }).then(
    () => expect.fail('the call was refused'),
    (caught: unknown) => caught,
  );
}

describe("a refused call's message", () => {
  it("carries the function's words without the SDK's status code, wherever it is read", async () => {
    const caught = await refusedWith(
      sdkError('failed-precondition', 'This record has no email address, so no receipt is sent. [400]'),
    );
    expect(caught).toBeInstanceOf(FirebaseError);
    expect((caught as FirebaseError).code).toBe('functions/failed-precondition');
    expect((caught as FirebaseError).message).toBe(
      'This record has no email address, so no receipt is sent.',
    );
    expect(callableErrorMessage(caught)).toBe('This record has no email address, so no receipt is sent.');
  });

  it('falls back to plain words when the function gave none (the SDK then names only its code)', async () => {
    const caught = await refusedWith(sdkError('failed-precondition', 'failed-precondition [400]'));
    const shown = callableErrorMessage(caught, 'The receipt could not be sent. Please try again.');
    expect(shown).toBe('The receipt could not be sent. Please try again.');
    expect(shown).not.toMatch(BRACKETED);
  });

  it('never shows an internal error or an unknown status', async () => {
    const internal = await refusedWith(sdkError('internal', 'Unknown backend error status: TEAPOT [418]'));
    expect(callableErrorMessage(internal)).toBe('The action could not be completed. Please try again.');
    expect(callableErrorMessage(new Error('socket hang up'))).not.toMatch(BRACKETED);
  });
});
