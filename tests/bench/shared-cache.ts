// A shared HTTP cache in front of the local Hosting stand-in, standing in for Hosting's CDN (which the emulators
// lack): it keeps a `public` GET answer for its s-maxage (else max-age) seconds, collapses concurrent misses
// into one origin call, and counts per path the answers it served from memory and the calls that reached the
// functions. Benchmark-only: it models the caching the endpoints ask for, nothing more.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Stored {
  status: number;
  headers: [string, string][];
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

export interface CacheCounts {
  hits: number;
  misses: number;
}

export interface SharedCache {
  url: string;
  counts: (path: string) => CacheCounts;
  resetCounts: () => void;
  close: () => Promise<void>;
}

/** fetch() has already decoded and measured the body: these no longer describe what is relayed. */
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

function lifetimeSeconds(cacheControl: string | null): number {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl)) return 0;
  const shared = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl);
  return shared ? Number(shared[1]) : 0;
}

async function fromOrigin(origin: string, request: IncomingMessage): Promise<Stored> {
  const response = await fetch(`${origin}${request.url}`, {
    headers: { accept: request.headers.accept ?? '*/*' },
  });
  const now = Date.now();
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!DROPPED.has(name)) headers.push([name, value]);
  });
  return {
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()),
    storedAt: now,
    expiresAt: now + lifetimeSeconds(response.headers.get('cache-control')) * 1000,
  };
}

export async function startSharedCache(origin: string): Promise<SharedCache> {
  // An answer on its way counts as fresh, so concurrent requests wait for the one origin call.
  const store = new Map<string, { answer: Promise<Stored>; expiresAt: number }>();
  const counts = new Map<string, CacheCounts>();
  const count = (path: string, kind: keyof CacheCounts) => {
    const entry = counts.get(path) ?? { hits: 0, misses: 0 };
    entry[kind]++;
    counts.set(path, entry);
  };

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const key = request.url ?? '/';
    const path = key.split('?')[0]!;
    let entry = request.method === 'GET' ? store.get(key) : undefined;
    if (entry && entry.expiresAt > Date.now()) count(path, 'hits');
    else {
      count(path, 'misses');
      const fresh = { answer: fromOrigin(origin, request), expiresAt: Infinity };
      entry = fresh;
      if (request.method === 'GET') store.set(key, fresh);
      fresh.answer.then(
        (stored) => (fresh.expiresAt = stored.expiresAt),
        () => store.delete(key),
      );
    }
    const answer = await entry.answer;
    const age = Math.floor((Date.now() - answer.storedAt) / 1000);
    response.writeHead(answer.status, [...answer.headers, ['age', String(age)]].flat());
    response.end(answer.body);
  };

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      response.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: (path) => counts.get(path) ?? { hits: 0, misses: 0 },
    resetCounts: () => counts.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
