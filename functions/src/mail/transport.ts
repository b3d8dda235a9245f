import nodemailer, { type Transporter } from 'nodemailer';
import { smtpSettings } from './smtp-config';

let cached: { key: string; transport: Transporter } | null = null;

/** One nodemailer SMTP transport per instance and settings (rebuilt when a param or secret changes). */
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
        secure: settings.port === 465,
        ...(settings.auth ? { auth: settings.auth } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return cached.transport;
}
