import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const firebaseBin = join(repoRoot, 'node_modules', '.bin', 'firebase');
export const viteBin = join(repoRoot, 'node_modules', '.bin', 'vite');
export const tsxBin = join(repoRoot, 'node_modules', '.bin', 'tsx');
export const vitestBin = join(repoRoot, 'node_modules', '.bin', 'vitest');

/** A start-up failure whose message already tells the user what to do (no stack trace needed). */
export class StartupError extends Error {}

/**
 * A stack's own folder under .cache/ (its logs, generated emulator config, test reports): `.cache/<name>`, or
 * `.cache/shards/<n>/<name>` in shard n of `npm test` (HOPE_STACK_SHARD), whose stacks run side by side in
 * network namespaces of their own and must not write over each other's files.
 */
export function stackCache(name: string): string {
  const shard = process.env.HOPE_STACK_SHARD;
  return shard ? join(shardCache(shard), name) : join(repoRoot, '.cache', name);
}

/** Shard n's folder under .cache/ (see stackCache). */
export const shardCache = (shard: string | number) => join(repoRoot, '.cache', 'shards', String(shard));
