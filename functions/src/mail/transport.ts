import { isIP } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import { smtpSettings, type SmtpSettings } from './smtp-config';

let cached: { key: string; transport: Transporter } | null = null;

/** A server on this machine (MailDev on the emulators): its traffic never leaves the host. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

/**
 * The connection's security: TLS from the first byte on port 465, otherwise STARTTLS required (nodemailer
 * refuses to send, password included, over a server that does not offer it, instead of falling back to clear
 * text). Only a loopback server may go without.
 */
export function tlsOptions(settings: Pick<SmtpSettings, 'host' | 'port'>) {
  const secure = settings.port === 465;
  return { secure, requireTLS: !secure && !isLoopback(settings.host) };
}

/**
 * One pooled nodemailer SMTP transport per instance and settings (rebuilt when a param or secret changes): every
 * message of the instance, a trigger's receipt or the year-end run's statements, reuses its connections.
 */
export function transport(): Transporter {
  const settings = smtpSettings();
  const key = JSON.stringify(settings);
  if (cached?.key !== key) {
    cached?.transport.close();
    cached = {
      key,
      transport: nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        ...tlsOptions(settings),
        ...(settings.auth ? { auth: settings.auth } : {}),
        pool: true,
        maxConnections: settings.connections,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return cached.transport;
}
