import { describe, expect, it } from 'vitest';
import { adcAdvice } from '../src/lib/adc-advice';

// The errors firebase-admin and the Firestore client give a script run with a person's Google login
// (Application Default Credentials) against a real project, word for word.
const NO_QUOTA_PROJECT =
  'Your application is authenticating by using local Application Default Credentials. The ' +
  'identitytoolkit.googleapis.com API requires a quota project, which is not set by default. To learn how to set ' +
  'your quota project, see https://cloud.google.com/docs/authentication/adc-troubleshooting/user-creds .';
const FIRESTORE_NO_QUOTA_PROJECT = `7 PERMISSION_DENIED: ${NO_QUOTA_PROJECT.replace('identitytoolkit', 'firestore')}`;
const NO_CREDENTIALS =
  'Could not load the default credentials. Browse to https://cloud.google.com/docs/authentication/getting-started for more information.';
const EXPIRED = 'invalid_grant: reauth related error (invalid_rapt)';

describe('admin:create against a real project', () => {
  it('says what to run when the login has no quota project: log in, then set the project as the quota project', () => {
    for (const message of [NO_QUOTA_PROJECT, FIRESTORE_NO_QUOTA_PROJECT]) {
      const advice = adcAdvice(message, 'hope-fund')!;
      expect(advice).toMatch(/no quota project/);
      expect(advice.indexOf('gcloud auth application-default login')).toBeGreaterThan(0);
      expect(advice.indexOf('gcloud auth application-default set-quota-project hope-fund')).toBeGreaterThan(
        advice.indexOf('gcloud auth application-default login'),
      );
    }
  });

  it('says what to run with no login at all, or an expired one', () => {
    for (const message of [NO_CREDENTIALS, EXPIRED]) {
      const advice = adcAdvice(message, 'hope-fund')!;
      expect(advice).toContain('gcloud auth application-default login');
      expect(advice).toContain('gcloud auth application-default set-quota-project hope-fund');
    }
  });

  it('adds nothing to an error that is not about the login', () => {
    expect(adcAdvice('The email address is already in use by another account.', 'hope-fund')).toBeNull();
  });
});
