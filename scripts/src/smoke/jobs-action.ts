import { fail, pass, type Check } from './check';
import { glimpse, jsonOf } from './site';

/**
 * The office's Resume of a job, a callable function, refuses a caller signed in to nothing: 401
 * UNAUTHENTICATED, and no result.
 */
export const jobsActionCheck: Check = {
  name: 'POST /api/jobs/action unauthenticated is refused',
  run: async (site) => {
    const answer = await site.postJson('/api/jobs/action', { data: { jobId: 'smoke-check' } });
    const body = jsonOf(answer) as { error?: { status?: string }; result?: unknown } | undefined;
    if (answer.status !== 401 || body?.error?.status !== 'UNAUTHENTICATED' || body.result !== undefined)
      return fail(`expected 401 UNAUTHENTICATED, saw ${glimpse(answer)}`);
    return pass('401 UNAUTHENTICATED');
  },
};
