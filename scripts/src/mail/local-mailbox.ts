// The local mailbox of `npm start` and the test stack: MailDev (inbox and REST API on 1080), run through its
// Node API, its SMTP reached through a relay on 1025 (smtp-relay.ts), plus a small control endpoint on 1081 for
// the tests: stop and start the SMTP port alone (an SMTP outage while the inbox stays readable), hold mail
// after a number of messages and release it. Loopback only; never deployed.
import { MailDev } from 'maildev';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { HOST, ports } from '../lib/local-config';
import { stackCache } from '../lib/paths';
import { SmtpRelay } from './smtp-relay';

// Its messages' files in a folder of this stack's own, emptied at each start: MailDev's default folder under
// /tmp is shared by every MailDev of the machine, and one clearing its inbox deletes every file there.
const mailDirectory = stackCache('maildev');
rmSync(mailDirectory, { recursive: true, force: true });
const maildev = new MailDev({
  mailDirectory,
  smtp: ports.mailSmtpInner,
  ip: HOST,
  web: ports.mailWeb,
  webIp: HOST,
  silent: true,
});
await maildev.start();
const relay = new SmtpRelay(ports.mailSmtp, ports.mailSmtpInner, HOST);
await relay.start();

async function handle(url: string): Promise<unknown> {
  const { pathname, searchParams } = new URL(url, 'http://control');
  switch (pathname) {
    case '/smtp/stop':
      if (relay.running) await relay.stop();
      return { smtp: 'stopped' };
    case '/smtp/start':
      if (!relay.running) await relay.start();
      return { smtp: 'started' };
    case '/smtp/hold-after':
      relay.holdAfter(Number(searchParams.get('n') ?? 0));
      return { smtp: 'holding' };
    case '/smtp/release':
      relay.release();
      return { smtp: 'released' };
    case '/status':
      return { smtp: relay.running ? 'started' : 'stopped' };
    default:
      throw new Error(`unknown control ${pathname}`);
  }
}

const control = createServer((request, response) => {
  handle(request.url ?? '').then(
    (body) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    },
    (error: unknown) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: String(error) }));
    },
  );
});
control.listen(ports.mailControl, HOST);

async function shutdown() {
  control.close();
  await relay.stop();
  await maildev.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
console.log(`MailDev: SMTP ${HOST}:${ports.mailSmtp}, inbox http://localhost:${ports.mailWeb}`);
