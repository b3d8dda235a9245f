import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { fileURLToPath } from 'node:url';

/** Named, so the build and the tests find it whatever directory they are started from. */
const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * Lingui for the build and the component tests alike: its macros (t`…`, <Trans>) become catalogue lookups, and
 * the .po catalogues are compiled when imported. Babel runs only on the files that can use the macros: the
 * public side (the back office stays in English and is never parsed twice).
 */
export function linguiPlugins() {
  return [
    babel({
      plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath }) }]],
      include: [/[\\/]web[\\/]src[\\/](?!features[\\/]admin[\\/]).*\.tsx?$/],
    }),
    lingui({ configPath }),
  ];
}
