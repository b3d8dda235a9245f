// The listener-only page (tests/bench/listener-only): built with Vite, served on a loopback port of its own,
// and driven from the benchmark. Its figures are the floor the Firebase SDK and the emulator set on this
// machine, measured next to the dashboard's.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import type { Browser, Page, Request } from 'playwright-core';
import { repoRoot, viteBin } from '../../scripts/src/lib/paths';
import { HOST, PROJECT_ID, ports } from '../../scripts/src/lib/local-config';
import './listener-only/api';
import { streamEnded } from '../support/admin-session';
import { benchPage } from './bench-page';
import { withinStallLimit } from './signed-in-load';

const outDir = join(repoRoot, '.cache', 'listener-only');
const contentTypes: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

/** The listener-only page in a tab of its own, loaded again for each measurement (its code then comes from cache). */
export interface ListenerOnly {
  /**
   * A full load of the page; resolves once both listeners have had their first server snapshot, with the time
   * from the start of navigation. Fails as a stall after STALL_MS (see withinStallLimit).
   */
  load(): Promise<number>;
  /** When the loaded page first saw a document with this id (epoch ms). */
  seenAt(id: string): Promise<number>;
  /** Closes the loaded page's listeners and ends its stream on the emulator: call before the next load. */
  stop(): Promise<void>;
  /** Closes the tab and the server. */
  close(): Promise<void>;
}

/** A created_at range [startIso, endIso), as the back office's listeners query one campaign. */
export interface CreatedRange {
  startIso: string;
  endIso: string;
}

/** Serves the page; with `range`, its listeners query that created_at range, as the back office does a campaign's. */
export async function serveListenerOnly(browser: Browser, range?: CreatedRange): Promise<ListenerOnly> {
  const build = spawnSync(
    viteBin,
    ['build', 'tests/bench/listener-only', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('the listener-only page did not build');

  const server = createServer((request, response) => {
    const path =
      normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    readFile(join(outDir, path)).then(
      (body) =>
        response.writeHead(200, { 'content-type': contentTypes[extname(path)] ?? 'text/plain' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  const collections = [DONATIONS_COLLECTION, PARTNERS_COLLECTION].join(',');
  const params = new URLSearchParams({
    project: PROJECT_ID,
    firestore: `${HOST}:${ports.firestore}`,
    collections,
    ...(range && { from: range.startIso, to: range.endIso }),
  });
  const url = `http://${HOST}:${port}/?${params}`;

  const page = await benchPage(browser);
  return {
    async load() {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => 'listenerOnly' in window);
      const loadedAt = await withinStallLimit(
        page,
        page.evaluate(() => window.listenerOnly.loadedAt),
      );
      return loadedAt - (await page.evaluate(() => performance.timeOrigin));
    },
    seenAt: (id) => page.evaluate((id) => window.listenerOnly.seenAt(id), id),
    async stop() {
      // The emulator keeps sending changes to a target whose stream ended without removing it first, and once
      // such a stream overflows it goes on failing to send to it for as long as it runs.
      const removed = removeTargetsSent(page, collections.split(',').length);
      await page.evaluate(() => window.listenerOnly.unlisten());
      await removed;
      const ended = streamEnded(page);
      await page.evaluate(() => window.listenerOnly.end());
      await ended;
    },
    async close() {
      await page.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Resolves once the page's listen requests that carried `count` removeTarget messages have been answered;
 * fails after 15 s (a page whose channel broke sends none), so a benchmark stops instead of waiting forever.
 */
function removeTargetsSent(page: Page, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const timer = setTimeout(() => {
      page.off('requestfinished', onFinished);
      reject(new Error(`the listener-only page sent ${sent} of ${count} removeTarget messages`));
    }, 15_000);
    const onFinished = (request: Request) => {
      if (!/\/Listen\/channel/.test(request.url())) return;
      sent += (request.postData() ?? '').split('removeTarget').length - 1;
      if (sent < count) return;
      clearTimeout(timer);
      page.off('requestfinished', onFinished);
      resolve();
    };
    page.on('requestfinished', onFinished);
  });
}
