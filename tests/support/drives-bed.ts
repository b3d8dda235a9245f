import { expect } from 'vitest';
import { postApi } from './api';
import { forgedAddress } from './flood';
import { throughSite } from './step-up';
import { callFunction, memberToken } from './callable';
import { jobEnded } from './jobs';
import { sessionIdOf } from './payments-bed';
import { expectDelivered, sandbox } from './sandbox';
import type { Firestore } from 'firebase-admin/firestore';
import type { Job } from '@hope/domain/jobs';

/** Stripe's test cards, as the setup page offers them. */
export const CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000341',
  authentication: '4000002760003184',
} as const;

export const FUN_RUN = {
  name: 'Fun Run 2027',
  unit: { one: 'lap', other: 'laps' },
  unit_es: { one: 'vuelta', other: 'vueltas' },
  event_date: '2027-04-17',
  max_units: 30,
  suggested_rate: 2,
  open: true,
};

export const ownerToken = () => memberToken('owner@example.org', { role: 'owner' });

/** The driveAction callable as an owner; throws with the function's words when it refuses. */
export async function driveAction(data: unknown, token?: string) {
  const answer = await callFunction('driveAction', data, token ?? (await ownerToken()));
  if (answer.status !== 200)
    throw new Error(answer.error?.message ?? `driveAction answered ${answer.status}`);
  return answer.result as { id: string; jobId?: string };
}

export const openDrive = async (overrides: Record<string, unknown> = {}) =>
  (await driveAction({ op: 'save', id: null, drive: { ...FUN_RUN, ...overrides } })).id;

export function pledgeBody(overrides: Record<string, unknown> = {}) {
  return { rate: 2, most: 50, name: 'Ana García', email: 'ana@example.com', language: 'en', ...overrides };
}

/**
 * A relative pledges on a page and saves `card` on Stripe's page; gives the pledge's id. `network` sets the
 * relative's address (many relatives pledge from many networks, each under its own abuse limit).
 */
export async function pledge(
  db: Firestore,
  code: string,
  overrides: Record<string, unknown> = {},
  card: string = CARDS.succeeds,
  network?: number,
): Promise<string> {
  const headers = network === undefined ? {} : throughSite(forgedAddress(network));
  const { status, body } = await postApi<{ url: string }>(
    `/api/pages/${code}/pledge`,
    pledgeBody(overrides),
    {
      headers,
    },
  );
  expect(status, JSON.stringify(body)).toBe(201);
  const sessionId = sessionIdOf(body.url);
  expectDelivered(await sandbox.pay(sessionId, { card }));
  const saved = await db.collection('pledges').where('setup_session', '==', sessionId).get();
  expect(saved.docs[0]?.get('status')).toBe('saved');
  return saved.docs[0]!.id;
}

/** "Charge pledges", to its end. */
export async function chargePledges(db: Firestore, driveId: string): Promise<Job> {
  const { jobId } = await driveAction({ op: 'charge', id: driveId });
  return jobEnded(db, jobId!);
}
