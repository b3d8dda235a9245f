import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

/*
 * The lockfile the deploy installs the functions with. `firebase deploy` uploads functions/ alone, and Cloud
 * Build installs its packages with `npm ci` when functions/package-lock.json exists (`npm install`, the newest
 * versions the ranges allow, otherwise). That lockfile is cut out of the root one, which npm keeps for the
 * whole workspace: the packages functions/ reaches from its own directory, at the same places in the tree and
 * the same versions and integrity hashes, so the deployed functions run exactly what the tests ran here.
 */

type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
};
export type Lockfile = {
  name: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
};

const WORKSPACE = 'functions';

/** Where Node finds `name` when `from` (a path in the root tree) requires it. */
function resolve(packages: Lockfile['packages'], from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent >= 0 ? base.slice(0, parent) : '';
  }
}

/** The edges a package brings: required ones, and optional ones (optional dependencies, optional peers skipped). */
function edges(entry: LockEntry): { name: string; optional: boolean }[] {
  const optionalPeers = new Set(
    Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([name]) => name),
  );
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeers.has(name))
      .map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
  ];
}

/** Every package path reachable from `roots`, and those reachable without an optional edge. */
function reach(packages: Lockfile['packages'], roots: string[]): { all: Set<string>; required: Set<string> } {
  const all = new Set<string>();
  const required = new Set<string>();
  const visit = (from: string, names: { name: string; optional: boolean }[], viaOptional: boolean) => {
    for (const { name, optional } of names) {
      const path = resolve(packages, from, name);
      if (!path) {
        if (optional) continue;
        throw new Error(`functions lockfile: ${name} (needed by ${from || WORKSPACE}) is not in the root lockfile`);
      }
      const isRequired = !viaOptional && !optional;
      if (all.has(path) && (required.has(path) || !isRequired)) continue;
      all.add(path);
      if (isRequired) required.add(path);
      visit(path, edges(packages[path]!), !isRequired);
    }
  };
  visit(WORKSPACE, roots.map((name) => ({ name, optional: false })), false);
  return { all, required };
}

/** The functions' own lockfile, cut out of the root lockfile (see above). */
export function functionsLockfile(root: Lockfile, functionsPackage: Record<string, unknown>): Lockfile {
  const packages = root.packages;
  const own = packages[WORKSPACE];
  if (!own) throw new Error('functions lockfile: the root lockfile has no functions workspace');
  const prod = reach(packages, Object.keys(own.dependencies ?? {}));
  const dev = reach(packages, Object.keys(own.devDependencies ?? {}));
  const paths = [...new Set([...prod.all, ...dev.all])].sort((a, b) => a.localeCompare(b, 'en'));
  const out: Lockfile['packages'] = {
    '': {
      name: WORKSPACE,
      dependencies: own.dependencies,
      devDependencies: own.devDependencies,
      engines: own.engines,
    },
  };
  for (const path of paths) {
    const { dev: _dev, optional: _optional, devOptional: _devOptional, peer: _peer, ...entry } = packages[path]!;
    if (prod.required.has(path)) out[path] = entry;
    else if (prod.all.has(path)) out[path] = { ...entry, ...(dev.all.has(path) ? { devOptional: true } : { optional: true }) };
    else if (dev.required.has(path)) out[path] = { ...entry, dev: true };
    else out[path] = { ...entry, dev: true, optional: true };
  }
  const version = functionsPackage.version as string | undefined;
  if (version) out['']!.version = version;
  return { name: WORKSPACE, lockfileVersion: 3, requires: true, packages: out };
}

export const functionsLockfilePath = join(repoRoot, 'functions', 'package-lock.json');

/** The lockfile as it should be committed, from the root lockfile and functions/package.json of this tree. */
export function expectedFunctionsLockfile(): string {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as Lockfile;
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'functions', 'package.json'), 'utf8')) as Record<string, unknown>;
  return `${JSON.stringify(functionsLockfile(root, pkg), null, 2)}\n`;
}
