// A vitest reporter that writes the tests that passed only on a retry (`retry` in a vitest config) to the file
// named by HOPE_RETRIED_REPORT, so the final summary of `npm test` can name them: a retry must not hide a flake.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

export type RetriedTest = { name: string; file: string; retries: number };

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: RetriedTest[] = [];

  onTestCaseResult(test: TestCase): void {
    const diagnostic = test.diagnostic();
    if (test.result().state === 'passed' && diagnostic && diagnostic.retryCount > 0) {
      this.retried.push({ name: test.fullName, file: test.module.relativeModuleId, retries: diagnostic.retryCount });
    }
  }

  onTestRunEnd(): void {
    const file = process.env.HOPE_RETRIED_REPORT;
    if (file) writeFileSync(file, JSON.stringify(this.retried, null, 2));
  }
}
