/*
 * Whether a failed send is worth trying again soon. The server being unreachable or busy (connection refused or
 * reset, a timeout, a 4xx answer such as 421 or 451) may pass; a 5xx answer (550 no such user, 501 bad
 * address) or an address nodemailer cannot parse will fail the same way every time.
 */
const TRANSIENT_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);

export function isTransient(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return code !== undefined && TRANSIENT_CODES.has(code);
}

/** The error as the mail document records it (like the extension: the message, with the SMTP answer). */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message.slice(0, 1000);
  return String(error).slice(0, 1000);
}
