import { logger } from 'firebase-functions';

/*
 * Triggers declared with `retry: true`: Cloud Functions delivers an event again, with growing pauses, until its
 * handler succeeds, for up to 7 days. Each such handler is idempotent (it acts on the documents as they are now,
 * under ids derived from what it acts on), and stops trying once the event is older than its bound: an event that
 * fails that long fails for a reason a retry will not mend, and another path repairs what it would have done
 * (named with each bound). The emulator never retries; tests deliver events again themselves.
 */

const MINUTE = 60_000;

/** How long each trigger's events are tried, and what repairs one given up. */
export const eventMaxAgeMs = {
  /** A record's counting in the progress: its next write, or a recount, counts it. */
  progress: 60 * MINUTE,
  /** A receipt's creation: the receipts sweep finds a payment without one (every 15 minutes, days back). */
  receipts: 60 * MINUTE,
  /** A message's sending: the sweep sends a message left unsent. */
  mail: 60 * MINUTE,
  /** A page's gift notice: nothing repairs it, so it is tried for a day (the parent sees the gift on the page). */
  pageNotice: 24 * 60 * MINUTE,
} as const;

/** The trigger options that make Cloud Functions deliver a failed event again. */
export const retried = { retry: true } as const;

/**
 * Whether the event is older than `maxAgeMs`: then it is logged as given up (with what it was about) and the
 * handler does nothing, so the platform stops delivering it.
 */
export function givenUp(
  event: { id: string; time: string },
  maxAgeMs: number,
  about: string,
  now: number = Date.now(),
): boolean {
  const age = now - Date.parse(event.time);
  if (!(age > maxAgeMs)) return false;
  logger.error(`Gave up on event ${event.id} (${about}) after ${Math.round(age / 1000)} s of retries`);
  return true;
}
