import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';

/**
 * Lingui for the build and the component tests alike: its macros (t`…`, <Trans>) become catalogue lookups, and
 * the .po catalogues are compiled when imported. Babel runs only on the files that can use the macros: the
 * public side (the back office stays in English and is never parsed twice).
 */
export function linguiPlugins() {
  return [
    babel({
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      include: [/[\\/]web[\\/]src[\\/](?!features[\\/]admin[\\/]).*\.tsx?$/],
    }),
    lingui(),
  ];
}
