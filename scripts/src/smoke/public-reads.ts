import { publicProgressSchema } from '@hope/domain/progress';
import { readServedSettings, schoolSettingsSchema } from '@hope/domain/settings';
import { z } from '@hope/domain/zod';
import { fail, pass, type Check, type Outcome } from './check';
import { glimpse, jsonOf, type Answer } from './site';

/** GET /api/health's answer: the function ran and read Firestore. */
const healthSchema = z.object({ ok: z.literal(true), checked_at: z.string().datetime() });

function jsonAnswer(answer: Answer, path: string): { body: unknown } | Outcome {
  const type = answer.headers.get('content-type') ?? '';
  if (answer.status !== 200 || !type.includes('application/json'))
    return fail(`GET ${path}: expected 200 JSON, saw ${glimpse(answer)}`);
  return { body: jsonOf(answer) };
}

const issue = (error: z.ZodError) => {
  const first = error.issues[0]!;
  return `${first.path.join('.') || 'the body'}: ${first.message}`;
};

export const healthCheck: Check = {
  name: 'GET /api/health',
  run: async (site) => {
    const answer = await site.request('/api/health');
    const read = jsonAnswer(answer, '/api/health');
    if ('ok' in read) return read;
    const parsed = healthSchema.safeParse(read.body);
    return parsed.success
      ? pass(`200 ${answer.text}`)
      : fail(`not the health answer (${issue(parsed.error)}): ${glimpse(answer)}`);
  },
};

/** The school's settings as the page reads them, then checked whole by the domain's schema. */
export const settingsCheck: Check = {
  name: 'GET /api/settings',
  run: async (site) => {
    const answer = await site.request('/api/settings');
    const read = jsonAnswer(answer, '/api/settings');
    if ('ok' in read) return read;
    const served = readServedSettings(read.body);
    if (!served) return fail(`not the school settings: ${glimpse(answer)}`);
    const parsed = schoolSettingsSchema.safeParse(served);
    if (!parsed.success) return fail(`settings the schema refuses (${issue(parsed.error)})`);
    if ('limits' in (read.body as object))
      return fail('the settings show the hourly caps, which stay unpublished');
    return pass(`200: the settings of ${parsed.data.organization.organizationName}`);
  },
};

/** The campaign's progress; 204 while the school runs no campaign (the page then shows no bar). */
export const progressCheck: Check = {
  name: 'GET /api/progress',
  run: async (site) => {
    const answer = await site.request('/api/progress');
    if (answer.status === 204 && answer.text === '')
      return pass('204: no campaign running, the page shows no bar');
    const read = jsonAnswer(answer, '/api/progress');
    if ('ok' in read) return read;
    const parsed = publicProgressSchema.safeParse(read.body);
    if (!parsed.success) return fail(`not the progress (${issue(parsed.error)}): ${glimpse(answer)}`);
    const { campaign, raised, goal, families, partners } = parsed.data;
    return pass(
      `200: ${campaign}, $${raised} of ${goal === null ? 'no goal' : `$${goal}`}, ${families} families, ${partners} partners`,
    );
  },
};
