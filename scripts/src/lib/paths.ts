import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const firebaseBin = join(repoRoot, 'node_modules', '.bin', 'firebase');
export const viteBin = join(repoRoot, 'node_modules', '.bin', 'vite');
export const tsxBin = join(repoRoot, 'node_modules', '.bin', 'tsx');
export const vitestBin = join(repoRoot, 'node_modules', '.bin', 'vitest');

/** A start-up failure whose message already tells the user what to do (no stack trace needed). */
export class StartupError extends Error {}
