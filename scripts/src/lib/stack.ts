import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIN_CLASS, planFirestoreEmulator, javaEnv, type FirestoreEmulatorPlan } from './firestore-emulator';
import { HOST, LOCAL_WEBHOOK_SECRET, PROJECT_ID, emulatorEnv, ports, urls } from './local-config';
import { StartupError, firebaseBin, repoRoot, stackCache, tsxBin, viteBin } from './paths';
import { busyPorts, httpOk, waitUntil } from './ports';
import { ProcessGroup } from './processes';
import { startWebhookEmulator, webhookEmulatorLogFile } from './webhook-emulator';
import { stopLeftoverEmulators } from './leftover-emulators';

export type StackOptions = {
  /** dev: Vite dev server with hot reload; preview: the production build served by `vite preview`. */
  web: 'dev' | 'preview' | 'none';
  stripeSandbox: boolean;
  /** Rebuild the functions bundle on every source change (the functions emulator then reloads it). */
  watchFunctions: boolean;
  /** Extra environment for the functions (e.g. the emulator-only abuse-limit figures of local-config.ts). */
  functionsEnv?: Record<string, string>;
  /**
   * With `web: 'preview'`: the build of web/dist, started by the caller, that the server waits for while the
   * emulators start (false: it failed, and the start-up stops).
   */
  webBuilt?: Promise<boolean>;
  /** The functions bundle is built already (by `npm test`, once for all its shards). */
  functionsBuilt?: boolean;
  log: (line: string) => void;
};

export type RunningStack = { plan: FirestoreEmulatorPlan; stop: () => Promise<void> };

export class AlreadyRunningError extends StartupError {}

const logDir = stackCache('logs');
export const emulatorLogFile = join(logDir, 'emulators.log');

function requiredPorts(options: StackOptions): number[] {
  const list: number[] = [
    ports.auth,
    ports.functions,
    ports.firestore,
    ports.hub,
    ports.logging,
    ports.eventarc,
    ports.tasks,
    ports.webhookFunctions,
    ports.webhookHub,
    ports.webhookLogging,
    ports.webhookEventarc,
    ports.webhookTasks,
  ];
  if (options.web !== 'none') list.push(ports.web);
  if (options.stripeSandbox) list.push(ports.stripeSandbox);
  list.push(ports.mailSmtp, ports.mailSmtpInner, ports.mailWeb, ports.mailControl);
  return list;
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const busy = await busyPorts(requiredPorts(options));
  if (busy.length > 0) {
    throw new AlreadyRunningError(
      `The HOPE app (or something else) is already running: port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} ` +
        `${busy.length > 1 ? 'are' : 'is'} in use. Stop the other \`npm start\` (Ctrl-C in its terminal) and try again.`,
    );
  }
  const plan = planFirestoreEmulator();
  options.log(`Firestore emulator: ${plan.description}`);

  let failure: string | null = null;
  const group = new ProcessGroup((name, code) => {
    failure = `${name} stopped unexpectedly (exit code ${code}).`;
    options.log(failure);
  });
  const stop = async () => {
    await group.stopAll();
    stopLeftoverEmulators();
  };

  try {
    if (!options.functionsBuilt) buildFunctions();
    if (options.watchFunctions) {
      group.spawn('functions-build', process.execPath, [join(repoRoot, 'functions', 'build.mjs'), '--watch'], {
        cwd: repoRoot,
      });
    }
    startEmulators(group, plan, options.functionsEnv ?? {});
    if (options.stripeSandbox) startStripeSandbox(group);
    startMailbox(group);
    if (options.web === 'dev') group.spawn('web', viteBin, ['--port', String(ports.web), '--strictPort'], { cwd: join(repoRoot, 'web') });
    if (options.web === 'preview') {
      if (options.webBuilt && !(await options.webBuilt)) throw new StartupError('The web app did not build (see above).');
      group.spawn('web', viteBin, ['preview', '--port', String(ports.web), '--strictPort'], { cwd: join(repoRoot, 'web') });
    }
    await waitForReady(options, () => failure);
  } catch (error) {
    await stop();
    if (existsSync(emulatorLogFile)) options.log(`Last emulator output:\n${tail(emulatorLogFile, 25)}`);
    if (existsSync(webhookEmulatorLogFile)) {
      options.log(`Last output of the webhook's emulator:\n${tail(webhookEmulatorLogFile, 15)}`);
    }
    throw error;
  }
  return { plan, stop };
}

export function buildFunctions(): void {
  execFileSync(process.execPath, [join(repoRoot, 'functions', 'build.mjs')], { stdio: 'inherit' });
}

/**
 * How many function calls the Functions emulator runs at once; the others wait in its queue (first come,
 * first served, all functions together). A call that finds no idle worker process starts one, and firebase-tools
 * 15 drops a call, unanswered, when its new process has not loaded the functions within 30 s: the caller then
 * waits until its own timeout. With the emulator's default of 50, fifty simultaneous calls start fifty
 * processes of one to two seconds of CPU each; on two busy cores the last ones miss the 30 s (measured here:
 * 8 at once took 16-18 s with the machine's load at 9). Four start within a few seconds and stay warm for the
 * next calls. No function waits for another function's call, so a small figure cannot deadlock.
 */
export const EMULATOR_PARALLEL_CALLS = 4;

/**
 * `HOPE_EMULATOR_PARALLEL=n` (a whole number from 1 to 64) lets each Functions emulator run n calls at once:
 * for a benchmark of a burst on a machine with more cores, where production's instances serve up to 80 calls
 * each and four worker processes make every call queue behind the others' Stripe round trips. On two cores, 16
 * workers slowed each other until the webhook's answers took over 30 s. Warm the workers before timing.
 */
export function emulatorParallelCalls(value = process.env.HOPE_EMULATOR_PARALLEL): number {
  if (value === undefined || value === '') return EMULATOR_PARALLEL_CALLS;
  const calls = Number(value);
  if (!Number.isInteger(calls) || calls < 1 || calls > 64) {
    throw new StartupError(`HOPE_EMULATOR_PARALLEL must be a whole number from 1 to 64, not "${value}".`);
  }
  return calls;
}

function startEmulators(group: ProcessGroup, plan: FirestoreEmulatorPlan, functionsEnv: Record<string, string>): void {
  // The Functions emulator hands its own environment on to the functions it runs.
  const env = {
    ...javaEnv(plan),
    ...emulatorEnvForCli(plan),
    FUNCTIONS_EMULATOR_PARALLEL: String(emulatorParallelCalls()),
    ...functionsEnv,
  };
  const only = plan.kind === 'firebase-tools' ? 'auth,functions,firestore' : 'auth,functions';
  if (plan.kind === 'standalone') {
    // Java < 21: firebase-tools refuses to run Firestore, so the installed jar runs alone beside it.
    group.spawn(
      'firestore',
      plan.java.bin,
      ['-Duser.language=en', '-cp', plan.jar, MAIN_CLASS,
        '--host', HOST, '--port', String(ports.firestore), '--rules', join(repoRoot, 'firestore.rules'),
        '--project_id', PROJECT_ID],
      { cwd: repoRoot, env, logFile: join(logDir, 'firestore.log') },
    );
  }
  // HOPE_EMULATOR_DEBUG=1: the emulators' debug output (worker processes, their queue) in the log too.
  const debug = process.env.HOPE_EMULATOR_DEBUG ? ['--debug'] : [];
  group.spawn('emulators', firebaseBin, ['emulators:start', '--only', only, '--project', PROJECT_ID, ...debug], {
    cwd: repoRoot,
    env,
    logFile: emulatorLogFile,
  });
  startWebhookEmulator(group, env, debug);
}

function emulatorEnvForCli(plan: FirestoreEmulatorPlan): Record<string, string> {
  return plan.kind === 'standalone' ? { FIRESTORE_EMULATOR_HOST: emulatorEnv().FIRESTORE_EMULATOR_HOST! } : {};
}

function startStripeSandbox(group: ProcessGroup): void {
  group.spawn('stripe-sandbox', tsxBin, [join(repoRoot, 'stripe-sandbox', 'src', 'main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      STRIPE_SANDBOX_PORT: String(ports.stripeSandbox),
      STRIPE_WEBHOOK_URL: urls.webhook,
      STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    },
    logFile: join(logDir, 'stripe-sandbox.log'),
  });
}

/** MailDev, the SMTP server the functions send to on the emulators (functions/.env.local). */
function startMailbox(group: ProcessGroup): void {
  group.spawn('maildev', tsxBin, [join(repoRoot, 'scripts', 'src', 'mail', 'local-mailbox.ts')], {
    cwd: repoRoot,
    logFile: join(logDir, 'maildev.log'),
  });
}

async function waitForReady(options: StackOptions, failure: () => string | null): Promise<void> {
  // Both functions answer: health through `api`, and the webhook's 405 to a GET (nothing is processed).
  const health = async () =>
    (await fetch(`${urls.functionsBase}/api/health`)).ok && (await fetch(urls.webhook)).status === 405;
  const waits = [
    waitUntil('Firestore emulator', () => httpOk(urls.firestore), 90_000, failure),
    waitUntil('Auth emulator', () => httpOk(urls.auth), 90_000, failure),
    waitUntil('Functions emulator', health, 90_000, failure),
  ];
  if (options.stripeSandbox) {
    waits.push(waitUntil('Stripe sandbox', () => httpOk(`${urls.stripeSandbox}/__sandbox/events`), 30_000, failure));
  }
  waits.push(waitUntil('MailDev', () => httpOk(`${urls.mailControl}/status`), 30_000, failure));
  if (options.web !== 'none') waits.push(waitUntil('Web server', () => httpOk(urls.web), 60_000, failure));
  await Promise.all(waits);
}

function tail(file: string, lines: number): string {
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}
