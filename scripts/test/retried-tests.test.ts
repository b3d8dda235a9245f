import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestCase } from 'vitest/node';
import { afterEach, describe, expect, it } from 'vitest';
import { retriedLines } from '../src/lib/emulator-suites';
import RetriedTestsReporter from '../src/lib/retried-reporter';
import { failedSuite, type SuiteResult } from '../src/lib/vitest-run';

const fakeTest = (name: string, state: 'passed' | 'failed', retryCount: number) =>
  ({
    fullName: name,
    module: { relativeModuleId: 'integration/x.test.ts' },
    result: () => ({ state }),
    diagnostic: () => ({ retryCount }),
  }) as unknown as TestCase;

describe('tests that passed only on a retry', () => {
  const saved = process.env.HOPE_RETRIED_REPORT;
  afterEach(() => {
    process.env.HOPE_RETRIED_REPORT = saved;
  });

  it('are written down by the reporter, and only those', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'retried-')), 'retried.json');
    process.env.HOPE_RETRIED_REPORT = file;
    const reporter = new RetriedTestsReporter();
    reporter.onTestCaseResult(fakeTest('passes at once', 'passed', 0));
    reporter.onTestCaseResult(fakeTest('flaky webhook', 'passed', 1));
    reporter.onTestCaseResult(fakeTest('fails twice', 'failed', 1));
    reporter.onTestRunEnd();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([
      { name: 'flaky webhook', file: 'integration/x.test.ts', retries: 1 },
    ]);
  });

  it('are counted and named in the summary, and a clean run says 0', () => {
    const suite = (retried: SuiteResult['retried']): SuiteResult => ({ ...failedSuite('s'), retried });
    expect(retriedLines([suite([]), suite([])])).toEqual(['0 passed only on a retry']);
    expect(
      retriedLines([
        suite([{ name: 'POST /api/stripe/webhook > one effect', file: 'integration/w.test.ts', retries: 1 }]),
        suite([{ name: 'journey', file: 'e2e/a.e2e.test.ts', retries: 2 }]),
      ]),
    ).toEqual([
      '2 passed only on a retry:',
      '  integration/w.test.ts > POST /api/stripe/webhook > one effect',
      '  e2e/a.e2e.test.ts > journey (2 retries)',
    ]);
  });
});
