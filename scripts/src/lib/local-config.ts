import type { Role } from '@hope/domain/team';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

type EmulatorEntry = { host: string; port: number; websocketPort?: number };
const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
  emulators: Record<'auth' | 'functions' | 'firestore' | 'hub' | 'logging' | 'eventarc' | 'tasks', EmulatorEntry>;
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
  eventarc: emulators.eventarc.port,
  tasks: emulators.tasks.port,
  web: 5173,
  stripeSandbox: 12111,
  /** The webhook's own Functions emulator and its hub, logging, Eventarc and Cloud Tasks ports (stack.ts). */
  webhookFunctions: 5002,
  webhookHub: 4401,
  webhookLogging: 4501,
  webhookEventarc: 9301,
  webhookTasks: 9501,
  /**
   * MailDev's default ports: SMTP (a relay the tests can hold, scripts/src/mail/smtp-relay.ts, in front of
   * MailDev's own SMTP on the next port), and the inbox with its REST API; then the tests' control of it.
   */
  mailSmtp: 1025,
  mailSmtpInner: 1026,
  mailWeb: 1080,
  mailControl: 1081,
} as const;

/** A Functions emulator serves each function at /<project>/<region>/<function name>. */
const functionUrl = (name: string, port: number = ports.functions) =>
  `http://${HOST}:${port}/${PROJECT_ID}/${REGION}/${name}`;

export const urls = {
  web: `http://localhost:${ports.web}`,
  /** The public endpoints' function (`api`): paths under it start with /api, as through Hosting. */
  functionsBase: functionUrl('api'),
  /** Where the Functions emulator serves each function: `${functionsRoot}/<name>`. */
  functionsRoot: `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}`,
  /**
   * Stripe's webhook, a function of its own (`stripeWebhook`), at the path Hosting rewrites to it, served by a
   * Functions emulator of its own (stack.ts): as in production, public calls never wait for its instances.
   */
  webhook: `${functionUrl('stripeWebhook', ports.webhookFunctions)}/api/stripe/webhook`,
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

/** The demo team `npm start` makes: one member of each role, bare usernames on the admin email domain. */
export const DEMO_TEAM = [
  { username: 'demo', password: 'hope-demo-2026', role: 'owner' },
  { username: 'demo-admin', password: 'hope-admin-2026', role: 'admin' },
  { username: 'demo-viewer', password: 'hope-viewer-2026', role: 'viewer' },
] as const satisfies readonly { username: string; password: string; role: Role }[];

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
 * Abuse limits for the functions on the emulators (read only there; deployed functions use appConfig and the
 * school settings). The test suites prove the per-network limits at 10 per window and the hourly caps of all
 * clients at the sample values (50 check pledges, 300 checkouts) or at figures a test saves in the settings; the
 * benchmark opens hundreds of checkouts from one address and must never be throttled. `npm start` passes none:
 * it behaves like production.
 */
export const TEST_ABUSE_LIMITS = {
  ABUSE_CHECKOUTS_PER_WINDOW: '10',
  ABUSE_CHECK_PLEDGES_PER_WINDOW: '10',
  ABUSE_PORTAL_OPENS_PER_WINDOW: '10',
  ABUSE_PAGE_CREATES_PER_WINDOW: '10',
  ABUSE_PAGE_MANAGES_PER_WINDOW: '40',
};
/**
 * The test suites change the settings and clear Firestore between requests: the functions read the settings
 * afresh every time, never refuse from a counter they remember full, and write each refusal's count at once.
 * A mail attempt that failed is tried again after 1 s then 2 s instead of 2 s then 6 s (MailDev restarts at
 * once; a test of an outage still has seconds to bring it back between attempts). These figures are read on the
 * emulators only (functions/src/platform/emulator-figures.ts).
 */
export const TEST_FUNCTIONS_ENV = {
  ...TEST_ABUSE_LIMITS,
  MAIL_RETRY_PAUSES_MS: '1000,2000',
  // A step-up challenge's work starts at 20 counters instead of 400: the tests solve a hundred of them.
  ABUSE_CHALLENGE_WORK: '20',
  SETTINGS_CACHE_MS: '0',
  ABUSE_COUNTERS_IN_MEMORY: 'off',
  ABUSE_REFUSALS_FLUSH_MS: '0',
  ABUSE_TOTAL_CACHE_MS: '0',
};
export const BENCH_ABUSE_LIMITS = {
  ABUSE_CHECKOUTS_PER_WINDOW: '1000000',
  ABUSE_CHECK_PLEDGES_PER_WINDOW: '1000000',
  ABUSE_PAGE_CREATES_PER_WINDOW: '1000000',
  ABUSE_PAGE_MANAGES_PER_WINDOW: '1000000',
  // The hourly caps of all clients while no settings are saved (a benchmark that saves settings sets its own).
  ABUSE_ALL_CHECKOUTS_PER_HOUR: '1000000',
  ABUSE_ALL_CHECK_PLEDGES_PER_HOUR: '1000000',
};
