// An earlier commit's web app, to measure beside this checkout's in the same run: the commit checked out in a
// temporary git worktree under .cache/bench-baseline-<commit>, built with this checkout's installed packages
// (linked, not installed: no network, and an install takes minutes; a package the commit needs and this checkout
// lacks fails its build, which says so), and served by `vite preview` on a port of its own (its config proxies
// /api to the functions emulator, as this checkout's does). One baseline runs at a time: they share the port.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { repoRoot, viteBin } from '../../scripts/src/lib/paths';
import { httpOk, waitUntil } from '../../scripts/src/lib/ports';
import { ProcessGroup } from '../../scripts/src/lib/processes';

const PORT = 5174;

const git = (args: string[], cwd = repoRoot) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

export interface BaselineWeb {
  /** The commit as given, for labels. */
  commit: string;
  url: string;
  /** The baseline's web/dist, for the sizes of the files it serves. */
  dist: string;
  /** A file of the baseline's source tree. */
  source(path: string): string;
  /** Stops its server and removes the worktree. */
  close(): Promise<void>;
}

/**
 * Checks out, builds and serves the web app of `commit` (any name git resolves); a worktree already there at
 * that commit is reused.
 */
export async function startBaselineWeb(commit: string): Promise<BaselineWeb> {
  const slug = commit.replace(/[^\w.-]/g, '_');
  const worktree = join(repoRoot, '.cache', `bench-baseline-${slug}`);
  checkOut(commit, worktree);
  const build = spawnSync(viteBin, ['build', '--mode', 'emulators', '--logLevel', 'error'], {
    cwd: join(worktree, 'web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    removeWorktree(worktree);
    throw new Error(`the web app of ${commit} did not build`);
  }
  let failure: string | null = null;
  const group = new ProcessGroup((_name, code) => (failure = `its vite preview stopped (exit code ${code})`));
  const close = async () => {
    await group.stopAll();
    removeWorktree(worktree);
  };
  const url = `http://localhost:${PORT}`;
  try {
    group.spawn('baseline-web', viteBin, ['preview', '--port', String(PORT), '--strictPort'], {
      cwd: join(worktree, 'web'),
      logFile: join(repoRoot, '.cache', 'logs', `bench-baseline-web-${slug}.log`),
    });
    await waitUntil(
      `the web app of ${commit}`,
      () => httpOk(url),
      60_000,
      () => failure,
    );
  } catch (error) {
    await close();
    throw error;
  }
  return {
    commit,
    url,
    dist: join(worktree, 'web', 'dist'),
    source: (path) => readFileSync(join(worktree, path), 'utf8'),
    close,
  };
}

function checkOut(name: string, worktree: string): void {
  const commit = git(['rev-parse', `${name}^{commit}`]);
  if (existsSync(worktree)) {
    // A folder that is not a worktree of its own answers with this checkout's top level: never reuse that.
    const own = (args: string[]) => {
      try {
        return git(args, worktree);
      } catch {
        return null;
      }
    };
    if (own(['rev-parse', '--show-toplevel']) === worktree && own(['rev-parse', 'HEAD']) === commit) return;
    removeWorktree(worktree);
  }
  git(['worktree', 'add', '--detach', worktree, commit]);
  const workspaces = (
    JSON.parse(readFileSync(join(worktree, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;
  for (const folder of ['.', ...workspaces]) {
    const installed = join(repoRoot, folder, 'node_modules');
    if (existsSync(installed)) linkPackages(installed, join(worktree, folder, 'node_modules'));
  }
}

/**
 * Fills `to` with links to each package in `from`. The workspace packages (relative links, such as
 * node_modules/@hope/domain -> ../../domain) are linked the same way, so they resolve to the baseline's own
 * source; Vite's caches stay out of the links.
 */
function linkPackages(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '.vite' || name === '.vite-temp' || name === '.cache') continue;
    const source = join(from, name);
    const target = join(to, name);
    const stats = lstatSync(source);
    if (stats.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (
      name.startsWith('@') &&
      readdirSync(source).some((child) => lstatSync(join(source, child)).isSymbolicLink())
    )
      linkPackages(source, target);
    else symlinkSync(source, target);
  }
}

function removeWorktree(worktree: string): void {
  if (existsSync(worktree)) {
    // The links first: git would otherwise have to walk them. rmSync removes a link, never what it points to.
    for (const entry of ['node_modules', ...readdirSync(worktree)]) {
      const modules = join(worktree, entry, entry === 'node_modules' ? '' : 'node_modules');
      if (existsSync(modules)) rmSync(modules, { recursive: true, force: true });
    }
  }
  try {
    git(['worktree', 'remove', '--force', worktree]);
  } catch {
    rmSync(worktree, { recursive: true, force: true });
  }
  git(['worktree', 'prune']);
}
