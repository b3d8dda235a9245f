import type { Site } from './site';

/** What a check found: passed or not, and what it saw (printed either way). */
export type Outcome = { ok: boolean; saw: string };
export type Check = { name: string; run: (site: Site) => Promise<Outcome> };
export type CheckResult = Outcome & { name: string };

export const pass = (saw: string): Outcome => ({ ok: true, saw });
export const fail = (saw: string): Outcome => ({ ok: false, saw });

/** Runs the checks one after another; a check that throws (no answer, a timeout) has failed, saying why. */
export async function runChecks(site: Site, checks: Check[]): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of checks) {
    let outcome: Outcome;
    try {
      outcome = await check.run(site);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      outcome = fail(`no answer: ${(error as Error).message}${cause ? ` (${cause})` : ''}`);
    }
    results.push({ name: check.name, ...outcome });
  }
  return results;
}

export function formatResult(result: CheckResult): string {
  return `${result.ok ? 'pass' : 'FAIL'}  ${result.name}: ${result.saw}`;
}
