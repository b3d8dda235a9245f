import { afterEach, describe, expect, it } from 'vitest';
import { transport } from '../src/mail/transport';

/** The SMTP settings as the functions read them (params and secrets), for one server. */
function smtpAt(host: string, port: number) {
  Object.assign(process.env, {
    SMTP_HOST: host,
    SMTP_PORT: String(port),
    SMTP_USER: 'receipts@hope.example.org',
    SMTP_PASSWORD: 'app-password',
    MAIL_FROM: 'receipts@hope.example.org',
  });
  return transport().options as { secure?: boolean; requireTLS?: boolean; maxConnections?: number };
}

afterEach(() => transport().close());

describe('the SMTP connection', () => {
  it('requires STARTTLS on a submission port: a password never crosses the network in the clear', () => {
    expect(smtpAt('smtp.gmail.com', 587)).toMatchObject({ secure: false, requireTLS: true });
    expect(smtpAt('mail.hope.example.org', 2525)).toMatchObject({ secure: false, requireTLS: true });
  });

  it('speaks TLS from the first byte on port 465', () => {
    expect(smtpAt('smtp.gmail.com', 465)).toMatchObject({ secure: true });
  });

  it('lets only a server on this machine (MailDev on the emulators) go without TLS', () => {
    for (const host of ['127.0.0.1', '127.0.0.53', 'localhost', '::1', '[::1]'])
      expect(smtpAt(host, 1025)).toMatchObject({ secure: false, requireTLS: false });
    for (const host of ['localhost.example.org', '127.0.0.1.nip.io', '10.0.0.5', 'maildev'])
      expect(smtpAt(host, 1025)).toMatchObject({ requireTLS: true });
  });

  it('keeps SMTP_CONNECTIONS connections open at once, 8 where it is not set', () => {
    delete process.env.SMTP_CONNECTIONS;
    expect(smtpAt('smtp.gmail.com', 587).maxConnections).toBe(8);
    process.env.SMTP_CONNECTIONS = '16';
    try {
      expect(smtpAt('smtp.sendgrid.net', 587).maxConnections).toBe(16);
    } finally {
      delete process.env.SMTP_CONNECTIONS;
    }
  });
});
