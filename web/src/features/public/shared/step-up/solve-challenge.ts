import { solveChallengeWorkers, type Challenge } from 'altcha-lib';

/** Workers side by side: one per core, at most 4 (a phone has several; each takes every n-th counter). */
const MOST_WORKERS = 4;

/**
 * Solves a step-up challenge the server asked for, in Web Workers so the page stays responsive, and answers
 * the proof the request is resent with (base64 JSON {challenge, solution}). Nothing leaves the browser but
 * that resent request: the work is done here, with no third party. Loaded only once a challenge is asked for.
 */
export async function solveChallenge(challenge: Challenge): Promise<string | null> {
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(MOST_WORKERS, navigator.hardwareConcurrency || 1),
    createWorker: () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }),
  });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}
