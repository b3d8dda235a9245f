import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The public pages' texts: English is the source (the texts in the code), Spanish is translated in
 * src/locales/es/messages.po, a file a translator edits with any PO editor (Poedit, Weblate) or a text editor.
 * `npm run i18n:extract -w web` adds new texts to both catalogues. The back office stays in English.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/features/admin/**', '**/node_modules/**'],
    },
  ],
  // File names without line numbers, so a change elsewhere in a file does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
