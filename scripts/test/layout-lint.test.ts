// The lint rule that holds the layout: each case is an import the layout forbids, linted as if it were written
// in a real file of the repository, and one the layout allows beside it, so the test fails if the rule is gone.
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { adminParts, publicParts } from '../../eslint.boundaries.js';
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

  it('refuses a back-office sub-feature importing a sibling it does not build on', async () => {
    const file = 'web/src/features/admin/manage-link/Probe.tsx';
    expect(await boundaryErrors(file, "export * from '../records/details/RecordDetails';")).toHaveLength(1);
    expect(await boundaryErrors(file, "export * from '../kinds';")).toHaveLength(1);
    expect(await boundaryErrors(file, "export * from '../shared/ActionDialog';")).toEqual([]);
    expect(await boundaryErrors(file, "export * from '../data/callable';")).toEqual([]);
  });

  it('refuses a public sub-feature importing a sibling it does not build on', async () => {
    const file = 'web/src/features/public/donate/Probe.tsx';
    expect(await boundaryErrors(file, "export * from '../sponsor';")).toHaveLength(1);
    expect(await boundaryErrors(file, "export * from '../shared/BackButton';")).toEqual([]);
  });

  it('holds every sub-feature folder of admin/ and public/ apart, with no loop among them', () => {
    for (const [feature, parts] of [
      ['admin', adminParts],
      ['public', publicParts],
    ] as const) {
      const folders = readdirSync(`${repoRoot}/web/src/features/${feature}`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(Object.keys(parts).sort()).toEqual(folders.sort());
      expect(loopIn(parts as Record<string, string[]>)).toBeNull();
    }
  });
}, 60_000);

/** A loop in a folders' import graph, as the folders round it, or null. */
function loopIn(graph: Record<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph[node] ?? []) {
      const loop = visit(next, [...path, node]);
      if (loop) return loop;
    }
    done.add(node);
    return null;
  };
  for (const node of Object.keys(graph)) {
    const loop = visit(node, []);
    if (loop) return loop;
  }
  return null;
}
