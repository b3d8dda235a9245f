import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HOST, PROJECT_ID, emulatorEnv, ports } from './local-config';
import { firebaseBin, repoRoot, stackCache } from './paths';
import type { ProcessGroup } from './processes';

export const webhookEmulatorLogFile = join(stackCache('logs'), 'webhook-emulator.log');

/**
 * Stripe's webhook is a function of its own: in production a Cloud Run service whose instances public calls
 * never occupy. A Functions emulator runs the calls of all its functions through one queue (see
 * EMULATOR_PARALLEL_CALLS in stack.ts), so locally a flood of public calls would hold Stripe's deliveries back
 * where production cannot. A second Functions emulator, for the webhook, gives it worker processes and a queue
 * of its own, as production gives it instances of its own. It loads the same bundle (its `api` is never
 * called), reads the same functions/.env.local and .secret.local, and reaches the one Firestore and Auth
 * emulators through their addresses in its environment (it has no Firestore of its own, so it registers no
 * Firestore trigger: those fire in the main emulator only).
 */
export function startWebhookEmulator(group: ProcessGroup, env: NodeJS.ProcessEnv, debug: string[]): void {
  const dir = stackCache('webhook-emulator');
  mkdirSync(dir, { recursive: true });
  const at = (port: number) => ({ host: HOST, port });
  const config = {
    functions: [{ source: relative(dir, join(repoRoot, 'functions')), codebase: 'default' }],
    emulators: {
      singleProjectMode: true,
      functions: at(ports.webhookFunctions),
      hub: at(ports.webhookHub),
      logging: at(ports.webhookLogging),
      eventarc: at(ports.webhookEventarc),
      tasks: at(ports.webhookTasks),
      ui: { enabled: false },
    },
  };
  const configFile = join(dir, 'firebase.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  group.spawn(
    'webhook-emulator',
    firebaseBin,
    ['emulators:start', '--only', 'functions', '--project', PROJECT_ID, '--config', configFile, ...debug],
    { cwd: repoRoot, env: { ...env, ...emulatorEnv() }, logFile: webhookEmulatorLogFile },
  );
}
