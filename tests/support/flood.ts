import { donationBody, postApi } from './api';
import { urls } from './emulators';
import { throughSite } from './step-up';

/** A different address for each call, as a flood that forges X-Forwarded-For writes them (198.18.0.0/15). */
export const forgedAddress = (index: number) => `198.18.${(index >> 8) & 255}.${index & 255}`;

/**
 * One public call of a flood, straight at the public endpoints' function: health reads and well-formed
 * donation checkouts in turns, each checkout with Hosting's mark from its own forged address (as a caller that
 * forges both would: each counts as a network of its own). Answers the HTTP status (0: no answer).
 */
export async function publicCall(index: number): Promise<number> {
  try {
    if (index % 2 === 0) {
      const response = await fetch(`${urls.functionsBase}/api/health`);
      await response.arrayBuffer();
      return response.status;
    }
    return (
      await postApi('/api/checkout/donation', donationBody(), { headers: throughSite(forgedAddress(index)) })
    ).status;
  } catch {
    return 0;
  }
}

/** How many calls got each status. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

export type Flood = {
  /** Calls answered so far. */
  calls: () => number;
  /** Resolves once `count` calls were answered. */
  reached: (count: number) => Promise<void>;
  stop: () => Promise<{ calls: number; statuses: Record<number, number> }>;
};

/** Keeps `clients` public calls in flight, each client calling again as soon as it is answered, until stopped. */
export function startFlood(clients: number): Flood {
  let running = true;
  let next = 0;
  const statuses: number[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      statuses.push(await publicCall(next++));
      for (const waiter of waiting.filter((entry) => statuses.length >= entry.count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  return {
    calls: () => statuses.length,
    reached: (count) =>
      statuses.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ count, resolve })),
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { calls: statuses.length, statuses: tally(statuses) };
    },
  };
}

/**
 * A call of the function's own address, skipping Hosting (no `x-fh-requested-host`), its X-Forwarded-For
 * pre-filled with two forged entries, as a script that forges its address sends it: call `index` claims the
 * addresses 2 x index and 2 x index + 1. Answers the status and the JSON body.
 */
export async function directCall(
  path: string,
  index: number,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${urls.functionsBase}${path}`, {
    method: init.method ?? 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `${forgedAddress(2 * index)}, ${forgedAddress(2 * index + 1)}`,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Sends `count` calls, `inFlight` at a time, and tallies their statuses. */
export async function burst(
  count: number,
  inFlight: number,
  call: (index: number) => Promise<{ status: number }>,
): Promise<Record<number, number>> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) statuses.push((await call(next++)).status);
    }),
  );
  return tally(statuses);
}
