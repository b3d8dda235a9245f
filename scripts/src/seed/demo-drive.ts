import { DRIVES_COLLECTION, driveIdOf, driveSchema, type Drive } from '@hope/domain/drives';
import type { StudentPage } from '@hope/domain/pages';
import type { Campaign } from '@hope/domain/settings';
import { schoolDateKey } from '@hope/domain/time';
import type { Firestore } from 'firebase-admin/firestore';
import { DAY_MS } from './card-steps';

/** The fun run takes place three weeks after the demo starts: it is open for pledges, its counts still to come. */
const EVENT_IN_DAYS = 21;

/** Stripe's test cards, as its setup page offers them. */
const SUCCEEDS = '4242 4242 4242 4242';
/** Saves, but every later charge is declined: after "Charge pledges" the office sees a refused card. */
const DECLINES = '4000 0000 0000 0341';

/** The relatives' pledges on the demo's pages (by the page's index), two of them in Spanish. */
const PLEDGES = [
  { page: 0, name: 'Grace Cohen', rate: 2, most: 50, language: 'en', card: SUCCEEDS },
  { page: 0, name: 'Lucía Hernández', rate: 1.5, most: null, language: 'es', card: SUCCEEDS },
  { page: 0, name: 'Daniel Rossi', rate: 5, most: 100, language: 'en', card: SUCCEEDS },
  { page: 1, name: 'Jorge Ramírez', rate: 1, most: null, language: 'es', card: SUCCEEDS },
  { page: 1, name: 'Priya Okafor', rate: 2, most: 40, language: 'en', card: DECLINES },
  { page: 2, name: 'Omar Kim', rate: 0.75, most: null, language: 'en', card: SUCCEEDS },
] as const;

export function demoDrive(campaign: Campaign, timeZone: string, now: Date): Drive {
  const stamp = new Date(now.getTime() - 10 * DAY_MS).toISOString();
  return driveSchema.parse({
    id: driveIdOf('Fun Run 2027'),
    name: 'Fun Run 2027',
    unit: { one: 'lap', other: 'laps' },
    unit_es: { one: 'vuelta', other: 'vueltas' },
    event_date: schoolDateKey(timeZone, new Date(now.getTime() + EVENT_IN_DAYS * DAY_MS)),
    max_units: 30,
    suggested_rate: 2,
    open: true,
    campaign_id: campaign.id,
    created_at: stamp,
    updated_at: stamp,
  } satisfies Drive);
}

export async function writeDrive(db: Firestore, drive: Drive): Promise<void> {
  await db.collection(DRIVES_COLLECTION).doc(drive.id).create(drive);
}

async function posted<T>(url: string, body: unknown, what: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Paid = { events: { event: { type: string }; deliveries: { status: number | null }[] }[] };

/**
 * The relatives pledge as the app has them pledge: the page's pledge endpoint, called through the site (`urls.api`
 * is the web server, which forwards to the functions as Hosting does, so the calls count as one family's network
 * and not as direct calls of the functions, which the abuse limits challenge), opens a setup-mode Checkout Session
 * at the sandbox, each relative saves a test card on it, and the webhook marks the pledge saved (and mails the
 * relative its terms). Each pledge therefore has a real Customer and saved card in the sandbox, for "Charge
 * pledges" once the office enters the counts. Resolves with how many were saved.
 */
export async function pledgeOnDemoPages(
  pages: readonly StudentPage[],
  urls: { api: string; stripeSandbox: string },
): Promise<number> {
  const active = pages.filter((page) => page.status === 'active');
  for (const pledge of PLEDGES) {
    const code = active[pledge.page % active.length]!.code;
    const email = `${pledge.name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')}@example.com`;
    const { url } = await posted<{ url: string }>(
      `${urls.api}/api/pages/${code}/pledge`,
      { rate: pledge.rate, most: pledge.most, name: pledge.name, email, language: pledge.language },
      `The demo pledge of ${pledge.name}`,
    );
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const paid = await posted<Paid>(
      `${urls.stripeSandbox}/__sandbox/sessions/${sessionId}/pay`,
      { card: pledge.card },
      `Saving the card of ${pledge.name}`,
    );
    const refused = paid.events.find(({ deliveries }) => deliveries.at(-1)?.status !== 200);
    if (refused) throw new Error(`The webhook refused ${refused.event.type} of ${pledge.name}'s pledge`);
  }
  return PLEDGES.length;
}
