// Bundles the functions with the domain package inlined, so `firebase deploy` can upload functions/ alone. That is
// why functions/package.json names no @hope/domain: Cloud Build installs functions/ by itself, where the workspace
// is not; the domain's own zod is a dev dependency here, bundled the same way.
// `--watch` rebuilds on change; the functions emulator then reloads the new bundle.
import { build, context } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const options = {
  entryPoints: { index: new URL('./src/index.ts', import.meta.url).pathname },
  outdir: new URL('./lib', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  // The deployed runtime (package.json engines). The emulator runs the same bundle on the local Node (20 or
  // 22): today's sources bundle byte for byte the same for node20, node22 and node24 (checked 2026-11-21).
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  // Runtime packages stay external: the deploy installs them from functions/package.json.
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  const watcher = await context(options);
  await watcher.watch();
} else {
  await build(options);
}
