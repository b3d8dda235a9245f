import { HOST, ports } from '../../scripts/src/lib/local-config';

/*
 * Cloud Functions delivers an event again after its handler fails only when the function declares `retry`;
 * the Functions emulator never does (it sends each event once and forgets it). These helpers let a test stand
 * in for the platform: write documents while the emulator's triggers are off (an event that failed for good),
 * and deliver an event to a function in this process, again after a failure exactly when it declares retry.
 */

async function hub(path: string): Promise<void> {
  const response = await fetch(`http://${HOST}:${ports.hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** Runs `write` while the emulator's Firestore triggers are off: its writes start no trigger, ever. */
export async function withoutTriggers<T>(write: () => Promise<T>): Promise<T> {
  await hub('disableBackgroundTriggers');
  try {
    return await write();
  } finally {
    await hub('enableBackgroundTriggers');
  }
}

type Retried<E> = {
  run: (event: E) => unknown;
  __endpoint: { eventTrigger?: { retry?: unknown } };
};

/**
 * Delivers `event` to `fn` as Cloud Functions does: once, and again after each failure while the function
 * declares `retry` (up to `attempts` deliveries). Returns how many deliveries it took; throws the failure that
 * the platform would have dropped.
 */
export async function deliverAsCloudFunctions<E>(fn: Retried<E>, event: E, attempts = 3): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      await fn.run(event);
      return attempt;
    } catch (error) {
      if (fn.__endpoint.eventTrigger?.retry !== true)
        throw new Error(
          `The event was dropped after a failure, as the function declares no retry: ${String(error)}`,
        );
      if (attempt >= attempts) throw error;
    }
  }
}
