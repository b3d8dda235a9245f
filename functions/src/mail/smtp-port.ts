import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/*
 * Google Cloud blocks outbound connections to port 25 (SMTP relay between servers): a function sending there
 * waits for a connection that never comes, and no receipt leaves. Submission ports work: 587 with STARTTLS,
 * 465 with TLS from the first byte (a relay's own alternative, such as 2525, too).
 */
export const BLOCKED_SMTP_PORT = 25;

export const SMTP_PORT_ADVICE =
  'Google Cloud blocks outbound port 25, so no mail would leave: use 587 (STARTTLS) or 465 (TLS)';

/** What the deploy's prompt accepts for SMTP_PORT: digits, and never 25 alone. */
export const SMTP_PORT_PATTERN = `^(?!${BLOCKED_SMTP_PORT}$)[0-9]+$`;

/** Why this port cannot send mail from Cloud Functions, or null when it can. */
export function smtpPortProblem(port: number): string | null {
  return port === BLOCKED_SMTP_PORT ? `SMTP_PORT is ${port}: ${SMTP_PORT_ADVICE}.` : null;
}

/**
 * The deploy's own check of the param files it reads (functions/.env, then functions/.env.<project-id>, the
 * later winning), run before anything is uploaded: a value in a file is never prompted for, so the prompt's
 * check does not see it.
 */
export function deployEnvProblems(functionsDir: string, projectId: string): string[] {
  let found: { port: string; file: string } | null = null;
  for (const name of ['.env', `.env.${projectId}`]) {
    const file = join(functionsDir, name);
    if (!existsSync(file)) continue;
    const port = parseEnv(readFileSync(file, 'utf8')).SMTP_PORT;
    if (port !== undefined) found = { port: port.trim(), file };
  }
  if (!found || Number(found.port) !== BLOCKED_SMTP_PORT) return [];
  return [`SMTP_PORT is ${found.port} in ${found.file}: ${SMTP_PORT_ADVICE}.`];
}
