import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, tsxBin } from '../../scripts/src/lib/paths';
import { SMOKE_CHECKS } from '../../scripts/src/smoke/checks';
import { adminForTests, clearFirestore, urls } from '../support/emulators';

const admin = adminForTests();
afterAll(() => admin.close());

/** `npm run smoke -- <origin>` as an operator runs it: its lines and its exit code. */
function runSmoke(origin: string): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsxBin, [join(repoRoot, 'scripts', 'src', 'smoke.ts'), origin], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: output.trim().split('\n') }));
  });
}

/** A stand-in for a site whose Hosting lost one header: the test stack's web server, less that header. */
async function serverWithout(header: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([key]) => !['host', 'connection', 'content-length'].includes(key),
        ),
      ) as Record<string, string>;
      fetch(`${urls.web}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      })
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          answer.headers.forEach((value, key) => {
            if (key !== header.toLowerCase() && !['content-encoding', 'content-length'].includes(key))
              res.setHeader(key, value);
          });
          res.writeHead(answer.status).end(body);
        })
        .catch((error: unknown) => res.writeHead(502).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('npm run smoke on the local stack (vite preview, as Hosting serves the built app)', () => {
  beforeAll(() => clearFirestore());

  it('passes every check, printing each with what it saw, exits 0, and its refused checkout writes nothing', async () => {
    const { code, lines } = await runSmoke(urls.web);
    expect(lines.filter((line) => !line.startsWith('pass  ')).slice(0, -1)).toEqual([]);
    expect(lines.map((line) => line.split(': ')[0])).toEqual([
      ...SMOKE_CHECKS.map((check) => `pass  ${check.name}`),
      `All ${SMOKE_CHECKS.length} checks passed on ${urls.web}`,
    ]);
    expect(code).toBe(0);
    for (const collection of ['donations', 'community_partners', 'mail'])
      expect((await admin.db.collection(collection).get()).size, collection).toBe(0);
  });

  it('fails the headers check on a server that lacks a header, naming it, and exits 1', async () => {
    const { origin, server } = await serverWithout('X-Content-Type-Options');
    try {
      const { code, lines } = await runSmoke(origin);
      expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([
        "FAIL  security headers on / (firebase.json's ** rule): X-Content-Type-Options missing",
      ]);
      expect(lines.at(-1)).toBe(`1 of ${SMOKE_CHECKS.length} checks failed on ${origin}`);
      expect(code).toBe(1);
    } finally {
      server.close();
    }
  });
});
