import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpPort, smtpSettings } from '../src/mail/smtp-config';
import { deployEnvProblems } from '../src/mail/smtp-port';

/*
 * Google Cloud blocks outbound connections to port 25: a function set to send there never delivers a receipt,
 * and every message ends in a connection timeout. The port is refused when the deploy asks for it, in the
 * deploy's .env files, and when a message is sent.
 */
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

function settingsAt(port: string) {
  Object.assign(process.env, {
    SMTP_HOST: 'smtp.gmail.com',
    SMTP_PORT: port,
    SMTP_USER: 'receipts@hope.example.org',
    SMTP_PASSWORD: 'app-password',
  });
  return smtpSettings();
}

describe('SMTP_PORT', () => {
  it('refuses port 25 when mail is sent, saying why and which ports to use, without a status code', () => {
    expect(() => settingsAt('25')).toThrow(/Google Cloud blocks outbound port 25/);
    expect(() => settingsAt('25')).toThrow(/587 \(STARTTLS\) or 465 \(TLS\)/);
    expect(() => settingsAt('25')).not.toThrow(/\[\d+\]|status/i);
    expect(settingsAt('587').port).toBe(587);
    expect(settingsAt('465').port).toBe(465);
    expect(settingsAt('2525').port).toBe(2525);
  });

  it('offers 587 and 465 and refuses 25 when the deploy asks for it', () => {
    const input = smtpPort.options.input as {
      text: { validationRegex: string; validationErrorMessage: string };
    };
    const valid = new RegExp(input.text.validationRegex);
    expect(['587', '465', '2525'].filter((port) => valid.test(port))).toEqual(['587', '465', '2525']);
    expect(['25', '', 'abc'].filter((port) => valid.test(port))).toEqual([]);
    expect(input.text.validationErrorMessage).toMatch(/blocks outbound port 25.*587.*465/);
    expect(smtpPort.options.description).not.toMatch(/\b25\b/);
  });

  it("refuses 25 in the deploy's .env files, the project's own file over .env", () => {
    const dir = mkdtempSync(join(tmpdir(), 'hope-env-'));
    expect(deployEnvProblems(dir, 'hope-fund')).toEqual([]);
    writeFileSync(join(dir, '.env'), 'MAIL_FROM=receipts@hope.example.org\nSMTP_PORT=25\n');
    expect(deployEnvProblems(dir, 'hope-fund')).toEqual([
      expect.stringMatching(/SMTP_PORT is 25 in .*\.env: Google Cloud blocks outbound port 25.*587.*465/),
    ]);
    writeFileSync(join(dir, '.env.hope-fund'), 'SMTP_PORT="587"\n');
    expect(deployEnvProblems(dir, 'hope-fund')).toEqual([]);
    writeFileSync(join(dir, '.env.hope-fund'), '# the relay\nSMTP_PORT = 25\n');
    expect(deployEnvProblems(dir, 'hope-fund')).toHaveLength(1);
    expect(deployEnvProblems(dir, 'other-project')).toHaveLength(1);
  });
});

describe("the deploy's check (firebase.json's functions predeploy)", () => {
  const checks = fileURLToPath(new URL('../src/deploy-checks.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
  const run = (dir: string) =>
    spawnSync(tsx, [checks], { env: { ...process.env, RESOURCE_DIR: dir, GCLOUD_PROJECT: 'hope-fund' } });

  it('stops the deploy on port 25 with the reason, and lets a good port through', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hope-env-'));
    writeFileSync(join(dir, '.env.hope-fund'), 'SMTP_PORT=25\n');
    const refused = run(dir);
    expect(refused.status).toBe(1);
    expect(String(refused.stderr)).toMatch(/Deploy refused: SMTP_PORT is 25 in .*: Google Cloud blocks/);
    writeFileSync(join(dir, '.env.hope-fund'), 'SMTP_PORT=465\n');
    expect(run(dir).status).toBe(0);
  });

  it('is one of the predeploy steps', () => {
    const firebaseJson = JSON.parse(
      readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
    ) as {
      functions: { predeploy: string[] }[];
    };
    expect(firebaseJson.functions[0]!.predeploy).toContain('npx tsx "$RESOURCE_DIR/src/deploy-checks.ts"');
  });
});
