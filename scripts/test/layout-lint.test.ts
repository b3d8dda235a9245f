// The lint rule that holds the layout: each case is an import the layout forbids, linted as if it were written
// in a real file of the repository, and one the layout allows beside it, so the test fails if the rule is gone.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('the layout lint', () => {
  it('refuses a domain folder importing a folder above it (a cycle in the making)', async () => {
    expect(await boundaryErrors('domain/src/records/probe.ts', "export * from '../lists';")).toHaveLength(1);
    expect(await boundaryErrors('domain/src/lists/probe.ts', "export * from '../records';")).toEqual([]);
  });

  it("refuses a reach into another domain folder's insides", async () => {
    expect(
      await boundaryErrors('domain/src/lists/probe.ts', "export * from '../records/status';"),
    ).toHaveLength(1);
    expect(await boundaryErrors('domain/src/records/probe.ts', "export * from './status';")).toEqual([]);
  });

  it('refuses a functions folder importing a folder above it (a cycle in the making)', async () => {
    expect(
      await boundaryErrors('functions/src/records/probe.ts', "export * from '../webhook/dispatch';"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('functions/src/auth/probe.ts', "export * from '../money/record-action';"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('functions/src/webhook/probe.ts', "export * from '../records/apply-transition';"),
    ).toEqual([]);
    expect(await boundaryErrors('functions/src/money/probe.ts', "export * from '../auth/member';")).toEqual(
      [],
    );
  });

  it("refuses a web feature importing app/ or another feature's insides", async () => {
    const file = 'web/src/features/public/Probe.tsx';
    expect(await boundaryErrors(file, "export * from '../../app/router';")).toHaveLength(1);
    expect(await boundaryErrors(file, "export * from '../students/StudentRowsForm';")).toHaveLength(1);
    expect(await boundaryErrors(file, "export * from '../students';")).toEqual([]);
    expect(await boundaryErrors(file, "export * from '../../ui/Banner';")).toEqual([]);
  });
}, 60_000);
