import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as functions from '../src/index';
import { REGION } from '../src/platform/region';

type Rewrite = { source: string; function?: { functionId: string } };
const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};
const rewritten = firebaseJson.hosting.rewrites.flatMap((rewrite) =>
  rewrite.function ? [rewrite.function.functionId] : [],
);
const endpointOf = (name: string) =>
  (functions as unknown as Record<string, { __endpoint?: { timeoutSeconds?: number } }>)[name]?.__endpoint;

describe('functions behind Hosting', () => {
  it("answer within Hosting's 60 s: each declares a timeout of at most 60 s", () => {
    expect(rewritten.length).toBeGreaterThan(10);
    for (const name of rewritten) {
      const endpoint = endpointOf(name);
      expect(endpoint, `${name} is exported`).toBeDefined();
      expect(endpoint!.timeoutSeconds, `${name}'s timeout`).toBeLessThanOrEqual(60);
    }
  });

  it('leave long work to task queues, which may run longer', () => {
    for (const name of ['yearEndJob', 'itemisePayoutJob', 'fetchPayoutsJob']) {
      expect(rewritten).not.toContain(name);
      expect(endpointOf(name)!.timeoutSeconds).toBeGreaterThan(60);
    }
  });
});

describe('every function', () => {
  it('runs in the one region the deploy and the task queues name', () => {
    const exported = Object.entries(functions as unknown as Record<string, { __endpoint?: unknown }>).filter(
      ([, value]) => value && typeof value === 'function' && '__endpoint' in value,
    );
    expect(exported.length).toBeGreaterThan(20);
    for (const [name, fn] of exported) {
      expect((fn.__endpoint as { region?: string[] }).region, `${name}'s region`).toEqual([REGION]);
    }
  });
});
