import { adminEmailFor, defaultSettings } from '@hope/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

type EmulatorEntry = { host: string; port: number; websocketPort?: number };
const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
  emulators: Record<'auth' | 'functions' | 'firestore' | 'hub' | 'logging', EmulatorEntry>;
};
const emulators = firebaseJson.emulators;

/** The local project: a demo- id keeps every SDK away from real Google services. */
export const PROJECT_ID = 'demo-hope';
export const REGION = 'us-central1';
export const HOST = '127.0.0.1';

export const ports = {
  auth: emulators.auth.port,
  functions: emulators.functions.port,
  firestore: emulators.firestore.port,
  firestoreWebsocket: emulators.firestore.websocketPort ?? 9150,
  hub: emulators.hub.port,
  logging: emulators.logging.port,
  web: 5173,
  stripeSandbox: 12111,
  /** MailDev's default ports: SMTP, and the inbox with its REST API; then the tests' control of it. */
  mailSmtp: 1025,
  mailWeb: 1080,
  mailControl: 1081,
} as const;

export const urls = {
  web: `http://localhost:${ports.web}`,
  functionsBase: `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}/api`,
  stripeSandbox: `http://${HOST}:${ports.stripeSandbox}`,
  stripeSandboxPublic: `http://localhost:${ports.stripeSandbox}`,
  firestore: `http://${HOST}:${ports.firestore}`,
  auth: `http://${HOST}:${ports.auth}`,
  mailbox: `http://localhost:${ports.mailWeb}`,
  mailApi: `http://${HOST}:${ports.mailWeb}/api`,
  mailControl: `http://${HOST}:${ports.mailControl}`,
};

/** Sandbox-only signing secret; the same value is in functions/.secret.local for the functions emulator. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_sandbox_only_not_a_real_secret';

export const DEMO_ADMIN = { username: 'demo', email: adminEmailFor('demo', defaultSettings), password: 'hope-demo-2026' };

/** Points firebase-admin and the client SDKs used by scripts and tests at the emulators. */
export function emulatorEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    // No Google metadata server exists locally: without this, google-auth-library probes for one and warns.
    METADATA_SERVER_DETECTION: 'none',
  };
}

/**
 * Abuse limits for the functions on the emulators (read only there; deployed functions use the school settings).
 * The test suites prove the limits at 10 per window; the benchmark opens hundreds of checkouts from one address
 * and must never be throttled. `npm start` passes none: it behaves like production.
 */
export const TEST_ABUSE_LIMITS = { ABUSE_CHECKOUTS_PER_WINDOW: '10', ABUSE_CHECK_PLEDGES_PER_WINDOW: '10' };
/** The test suites change the settings between requests: the functions read them afresh every time. */
export const TEST_FUNCTIONS_ENV = { ...TEST_ABUSE_LIMITS, SETTINGS_CACHE_MS: '0' };
export const BENCH_ABUSE_LIMITS = { ABUSE_CHECKOUTS_PER_WINDOW: '1000000', ABUSE_CHECK_PLEDGES_PER_WINDOW: '1000000' };
