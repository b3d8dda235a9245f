import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expectedFunctionsLockfile,
  functionsLockfile,
  functionsLockfilePath,
  type Lockfile,
} from '../src/lib/functions-lockfile';
import { repoRoot } from '../src/lib/paths';

const read = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8'));

describe('the lockfile the functions deploy with (functions/package-lock.json)', () => {
  it('is the cut of the root lockfile: run `npm run lockfile:functions` after changing packages', () => {
    expect(readFileSync(functionsLockfilePath, 'utf8')).toBe(expectedFunctionsLockfile());
  });

  it('pins the stripe, firebase-admin and firebase-functions the tests run with', () => {
    const root = read('package-lock.json') as Lockfile;
    const deployed = read('functions/package-lock.json') as Lockfile;
    for (const name of ['stripe', 'firebase-admin', 'firebase-functions', '@google-cloud/firestore']) {
      expect(deployed.packages[`node_modules/${name}`]?.version).toBe(
        root.packages[`node_modules/${name}`]?.version,
      );
    }
  });

  it('comes from a root lockfile in step with functions/package.json (a fresh npm install changes nothing)', () => {
    const root = read('package-lock.json') as Lockfile;
    const pkg = read('functions/package.json');
    const workspace = root.packages.functions!;
    expect({
      dependencies: workspace.dependencies,
      devDependencies: workspace.devDependencies,
      engines: workspace.engines,
    }).toEqual({
      dependencies: pkg.dependencies,
      devDependencies: pkg.devDependencies,
      engines: pkg.engines,
    });
  });

  it('keeps nested versions where Node finds them and marks what only development or only a platform needs', () => {
    const root: Lockfile = {
      name: 'root',
      lockfileVersion: 3,
      packages: {
        '': { name: 'root' },
        functions: { dependencies: { a: '^1' }, devDependencies: { tool: '^1' } },
        'node_modules/functions': { link: true, resolved: 'functions' },
        'node_modules/a': {
          version: '1.0.0',
          dependencies: { b: '^2' },
          optionalDependencies: { native: '1' },
        },
        'node_modules/a/node_modules/b': { version: '2.0.0' },
        'node_modules/b': { version: '1.0.0', dev: true },
        'node_modules/native': { version: '1.0.0', optional: true },
        'node_modules/tool': { version: '1.0.0', dev: true, dependencies: { b: '^1' } },
        'node_modules/web-only': { version: '9.0.0' },
      },
    };
    expect(functionsLockfile(root, {}).packages).toEqual({
      '': { name: 'functions', dependencies: { a: '^1' }, devDependencies: { tool: '^1' } },
      'node_modules/a': root.packages['node_modules/a'],
      'node_modules/a/node_modules/b': { version: '2.0.0' },
      'node_modules/b': { version: '1.0.0', dev: true },
      'node_modules/native': { version: '1.0.0', optional: true },
      'node_modules/tool': { version: '1.0.0', dev: true, dependencies: { b: '^1' } },
    });
  });
});
