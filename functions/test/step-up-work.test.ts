import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_WORK, newChallenge } from '../src/abuse/step-up';

/** The counter a solver had to reach for a fresh level-1 challenge (the work it asked of the page). */
async function workOfLevelOne(): Promise<number> {
  const solution = await solveChallenge({ challenge: await newChallenge('checkout', 1), deriveKey });
  return solution!.counter;
}

describe('the work a step-up challenge asks', () => {
  // The challenge is signed with keys derived from the Stripe secret (step-up.ts).
  const secret = process.env.STRIPE_SECRET_KEY;
  beforeAll(() => {
    process.env.STRIPE_SECRET_KEY ??= 'sk_test_step_up_work';
  });
  afterAll(() => {
    if (secret === undefined) delete process.env.STRIPE_SECRET_KEY;
  });
  afterEach(() => {
    delete process.env.FUNCTIONS_EMULATOR;
    delete process.env.ABUSE_CHALLENGE_WORK;
  });

  it('is 400 to 800 counters at level 1 deployed, whatever the environment says', async () => {
    process.env.ABUSE_CHALLENGE_WORK = '20';
    expect(BASE_WORK).toBe(400);
    const counter = await workOfLevelOne();
    expect(counter).toBeGreaterThanOrEqual(400);
    expect(counter).toBeLessThan(800);
  });

  it("is the launcher's smaller figure on the emulators", async () => {
    Object.assign(process.env, { FUNCTIONS_EMULATOR: 'true', ABUSE_CHALLENGE_WORK: '20' });
    const counter = await workOfLevelOne();
    expect(counter).toBeGreaterThanOrEqual(20);
    expect(counter).toBeLessThan(40);
  });
});
