import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../../support/api';
import { adminForTests, clearFirestore } from '../../support/emulators';
import { malformedBodies, type Malformed } from '../../support/malformed-bodies';
import { snapshotAll } from '../../support/records';
import { sandbox } from '../../support/sandbox';

const admin = adminForTests();
beforeAll(async () => {
  await clearFirestore();
  await sandbox.reset();
});
afterAll(() => admin.close());

const BODIES_PER_ENDPOINT = 1000;
const contact = {
  company_name: 'text',
  contact_name: 'text',
  contact_phone: 'text',
  email: 'email',
  level: 'level',
  children_data: 'students',
  grade_teacher_data: 'grades',
} as const;

const studentsOptional = ['children_data', 'grade_teacher_data'];

const ENDPOINTS = [
  {
    path: '/api/checkout/donation',
    valid: donationBody({ donation_type: 'monthly', months: 4, amount: 200 }),
    fields: {
      donation_type: 'type',
      amount: 'amount',
      months: 'months',
      parent_name: 'text',
      email: 'email',
      company_matching: 'boolean',
      children_data: 'students',
      grade_teacher_data: 'grades',
    },
    optional: ['company_matching', 'grade_teacher_data'],
  },
  {
    path: '/api/checkout/sponsorship',
    valid: sponsorBody({ plan: 'installments', months: 3 }),
    fields: { ...contact, plan: 'plan', months: 'months' },
    optional: studentsOptional,
  },
  {
    path: '/api/pledges/check',
    valid: sponsorBody({ plan: undefined }),
    fields: contact,
    optional: studentsOptional,
  },
] as const;

async function sendAll(path: string, bodies: Malformed[]) {
  const answers: { status: number; why: string; body: unknown }[] = [];
  for (let start = 0; start < bodies.length; start += 20) {
    const batch = bodies.slice(start, start + 20);
    const results = await Promise.all(
      batch.map((bad) => postApi(path, null, { raw: bad.raw, contentType: bad.contentType })),
    );
    results.forEach((result, index) => answers.push({ ...result, why: batch[index]!.why }));
  }
  return answers;
}

describe.each(ENDPOINTS)('$path with generated malformed bodies', ({ path, valid, fields, optional }) => {
  it(
    `refuses ${BODIES_PER_ENDPOINT} of them with 4xx {error}, never a 5xx, and writes nothing`,
    { timeout: 180_000 },
    async () => {
      const bodies = malformedBodies(valid, fields, optional, BODIES_PER_ENDPOINT, path.length * 7919);
      const answers = await sendAll(path, bodies);
      // Text that is not JSON, or JSON whose top level is not an object or array, is refused by the Functions
      // runtime's body parser (strict mode) before our code runs: a plain 400 without our {error} body.
      // Everything else must get our 400/413/415 {error}.
      const refusedByRuntime = new Set(['not JSON', 'not an object']);
      const ours = (body: unknown) => typeof (body as { error?: unknown } | null)?.error === 'string';
      const unexpected = answers.filter(
        ({ status, body, why }) =>
          ![400, 413, 415].includes(status) || (!refusedByRuntime.has(why) && !ours(body)),
      );
      expect(unexpected.slice(0, 5)).toEqual([]);
      expect(await snapshotAll(admin.db)).toEqual({});
      expect((await sandbox.requests()).length).toBe(0);
    },
  );
});
