import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The public pages' texts: English is the source (the texts in the code), Spanish is translated in
 * src/locales/es/*.po, files a translator edits with any PO editor (Poedit, Weblate) or a text editor.
 * `npm run i18n:extract -w web` adds new texts to the catalogues of both languages. The back office stays in
 * English. Two catalogues per language: `messages` for the main public page, downloaded with it, and `pages`
 * for the students' pages and their frame, downloaded only when one is opened (src/i18n/activate.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/features/admin/**', '**/features/public/pages/**', '**/node_modules/**'],
    },
    {
      // The students' pages' screens, with the frame and dialogs they show (whose texts are in both catalogues).
      path: '<rootDir>/src/locales/{locale}/pages',
      include: [
        '<rootDir>/src/features/public/pages',
        '<rootDir>/src/features/public/shared/PublicShell.tsx',
        '<rootDir>/src/ui/Dialog.tsx',
        '<rootDir>/src/ui/Banner.tsx',
      ],
    },
  ],
  // File names without line numbers, so a change elsewhere in a file does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
