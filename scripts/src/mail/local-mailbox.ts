// The local mailbox of `npm start` and the test stack: MailDev (SMTP on 1025, inbox and REST API on 1080), run
// through its Node API, plus a small control endpoint on 1081 for the tests: stop and start the SMTP server
// alone (an SMTP outage while the inbox stays readable), empty the inbox. Loopback only; never deployed.
import { MailDev } from 'maildev';
import { createServer } from 'node:http';
import { HOST, ports } from '../lib/local-config';

const maildev = new MailDev({
  smtp: ports.mailSmtp,
  ip: HOST,
  web: ports.mailWeb,
  webIp: HOST,
  silent: true,
});
const servers = await maildev.start();
let smtpUp = true;

async function handle(path: string): Promise<unknown> {
  switch (path) {
    case '/smtp/stop':
      if (smtpUp) await servers.smtp.stop();
      smtpUp = false;
      return { smtp: 'stopped' };
    case '/smtp/start':
      if (!smtpUp) await servers.smtp.start();
      smtpUp = true;
      return { smtp: 'started' };
    case '/status':
      return { smtp: smtpUp ? 'started' : 'stopped' };
    default:
      throw new Error(`unknown control ${path}`);
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
  await maildev.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
console.log(`MailDev: SMTP ${HOST}:${ports.mailSmtp}, inbox http://localhost:${ports.mailWeb}`);
