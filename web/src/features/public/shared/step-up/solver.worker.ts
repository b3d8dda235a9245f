// A worker of the step-up challenge: ALTCHA's own worker protocol, with the browser's Web Crypto PBKDF2.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
