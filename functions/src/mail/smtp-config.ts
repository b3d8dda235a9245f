import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { SMTP_PORT_ADVICE, SMTP_PORT_PATTERN, smtpPortProblem } from './smtp-port';

/*
 * Where mail goes: any SMTP server (the school's provider, Gmail with an app password, SendGrid's SMTP relay;
 * MailDev on the emulators). Host, port and sender are params (functions/.env.<project> or asked at deploy);
 * the user and password are Secret Manager secrets (`firebase functions:secrets:set SMTP_PASSWORD`). A server
 * that needs no login takes the value `none` for both.
 */
export const smtpHost = defineString('SMTP_HOST', { description: 'SMTP server host, e.g. smtp.gmail.com' });
export const smtpPort = defineInt('SMTP_PORT', {
  default: 587,
  description: 'SMTP port: 587 (STARTTLS) or 465 (TLS)',
  input: { text: { validationRegex: SMTP_PORT_PATTERN, validationErrorMessage: `${SMTP_PORT_ADVICE}.` } },
});
const DEFAULT_CONNECTIONS = 8;
/**
 * SMTP connections an instance keeps open at most, side by side. Each message used to open its own (TCP,
 * greeting, STARTTLS, login: several round trips before the first byte of mail); a pool pays that once per
 * connection and sends the year-end run's thousands of statements over a few of them. 8 suits most providers;
 * one that allows more at once (a relay such as SendGrid or Amazon SES) sends a year-end run faster with more.
 */
export const smtpConnections = defineInt('SMTP_CONNECTIONS', {
  default: DEFAULT_CONNECTIONS,
  description: 'SMTP connections kept open at once (8 suits most providers)',
});
export const smtpUser = defineSecret('SMTP_USER');
export const smtpPassword = defineSecret('SMTP_PASSWORD');
/** The sender's address (the organization's name from the settings is shown beside it). */
export const mailFrom = defineString('MAIL_FROM', {
  description:
    'Address receipts are sent from, e.g. receipts@your-school.org (your SMTP account must allow it)',
});

export interface SmtpSettings {
  host: string;
  port: number;
  connections: number;
  auth: { user: string; pass: string } | null;
}

/**
 * The SMTP settings of this instance, read when a message is sent (params are known only at run time). Port 25
 * is refused here too: the message then records why it was not sent, instead of a connection timeout.
 */
export function smtpSettings(): SmtpSettings {
  const portProblem = smtpPortProblem(smtpPort.value());
  if (portProblem) throw new Error(portProblem);
  const user = smtpUser.value().trim();
  const pass = smtpPassword.value();
  const anonymous = !user || user === 'none';
  return {
    host: smtpHost.value(),
    port: smtpPort.value(),
    // Unset (0) only where no deploy or emulator has resolved the params: the unit tests.
    connections: smtpConnections.value() || DEFAULT_CONNECTIONS,
    auth: anonymous ? null : { user, pass },
  };
}

/**
 * Who sends the `mail` collection: `functions` (our deliverMail; the year-end run then sends its own statements
 * in batches) or `extension` (a school that installed the official "Trigger Email from Firestore" extension on
 * it). The extension takes every new document it sees, so with it the year-end run only writes its statements
 * and leaves the sending to the extension: two senders of one message would send it twice.
 */
export const mailSender = defineString('MAIL_SENDER', {
  default: 'functions',
  description:
    'Who sends the mail collection: functions (this app) or extension (Trigger Email from Firestore)',
  input: { select: { options: [{ value: 'functions' }, { value: 'extension' }] } },
});

export const sendsOwnMail = (): boolean => mailSender.value() !== 'extension';
