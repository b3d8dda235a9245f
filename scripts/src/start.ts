// `npm start`: the whole app offline: emulators, Stripe sandbox, Vite, demo data and a demo team (one per role).
import { defaultSettings } from '@hope/domain/settings';
import { ensureMember } from './lib/admin-users';
import { adminApp, getAuth, getFirestore } from './lib/admin-app';
import { DEMO_TEAM, ports, urls } from './lib/local-config';
import { demoCaughtUp } from './seed/demo-caught-up';
import { demoSettings } from './seed/demo-settings';
import { seedDemoData } from './seed/seed-demo-data';
import { StartupError } from './lib/paths';
import { startStack } from './lib/stack';

const startedAt = Date.now();
const log = (line: string) => console.log(line);

let stack: Awaited<ReturnType<typeof startStack>>;
try {
  stack = await startStack({ web: 'dev', stripeSandbox: true, watchFunctions: true, log });
} catch (error) {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  log('\nStopping the emulators, the Stripe sandbox, MailDev and the web server...');
  await stack.stop();
  log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const { app, close } = adminApp();
try {
  const seededAt = new Date();
  const seeded = await seedDemoData(getFirestore(app), seededAt, { stripeSandbox: urls.stripeSandbox });
  const db = getFirestore(app);
  for (const member of DEMO_TEAM) {
    await ensureMember(getAuth(app), member.username, member.password, defaultSettings, {
      role: member.role,
      takeOver: true,
      db,
      by: 'npm start',
    });
  }
  log(
    `Seeded the school settings, ${seeded.donations} donations and ${seeded.partners} community partners in this year's campaign, ${seeded.pages} student pages with a fun run open for pledges (${seeded.pledges} pledged), and ${seeded.lastYear} records in last year's; ${seeded.payouts} weekly Stripe payouts of their card payments.`,
  );
  // Ready means ready: the demo's totals, student pages and receipts are all there before the first gift.
  const waitedFrom = Date.now();
  const caughtUp = await demoCaughtUp(db, demoSettings(seededAt), seededAt);
  const waited = ((Date.now() - waitedFrom) / 1000).toFixed(0);
  log(
    caughtUp
      ? `The functions caught up with the demo data in ${waited} s: totals, student pages and receipts are in place.`
      : `The functions are still catching up with the demo data after ${waited} s: totals may lag for a while.`,
  );
} finally {
  await close();
}

log(`
HOPE is running (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s).
  Public page     ${urls.web}/
  Back office     ${urls.web}/admin  sign in as one of the demo team:
${DEMO_TEAM.map((m) => `                    ${m.role.padEnd(6)}  username: ${m.username.padEnd(11)}  password: ${m.password}`).join('\n')}
  API health      ${urls.web}/api/health
  Stripe sandbox  ${urls.stripeSandboxPublic}
  Mail inbox      ${urls.mailbox}  (MailDev: receipts and statements land here; SMTP :${ports.mailSmtp})
  Emulators       Firestore :${ports.firestore}, Auth :${ports.auth}, Functions :${ports.functions}
Press Ctrl-C to stop everything.`);
