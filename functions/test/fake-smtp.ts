import { createServer, type AddressInfo, type Server } from 'node:net';

/**
 * The least SMTP server nodemailer sends to (greeting, EHLO, MAIL, RCPT, DATA, QUIT), on a free loopback port,
 * counting the messages it accepted. For unit tests of the sender; the emulators' tests use MailDev.
 */
export async function fakeSmtp(): Promise<{
  port: number;
  accepted: () => number;
  close: () => Promise<void>;
}> {
  let accepted = 0;
  const server: Server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            accepted++;
            socket.write(`250 OK queued as m${accepted}\r\n`);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
