import boundaries from 'eslint-plugin-boundaries';

/**
 * The layout the lint holds. domain/src is one folder per feature, in layers: a folder may import the folders
 * listed before it, never one after it, so no two folders can import each other. Every import from another
 * folder goes through that folder's index.ts, its public face.
 */
export const domainLayers = [
  'zod',
  'config',
  'messages',
  'money',
  'time',
  'input',
  'jobs',
  'settings',
  'records',
  'public',
  'classes',
  'lists',
  'progress',
  'dashboard',
  'csv',
  'receipts',
  'pages',
  'drives',
  'office',
  'team',
  'books',
  'deposits',
  'reports',
];

/**
 * functions/src in layers, like the domain: a folder may import files of the folders listed before it, never
 * one after it. platform/ is what every function stands on (Firestore, config, region, HTTP errors); stripe/
 * and auth/ (who is a member, with what role) come next; the features follow. The files directly in functions/src
 * (index.ts, health.ts, deploy-checks.ts) are the entry that puts them together, above every folder.
 */
export const functionsLayers = [
  'platform',
  'stripe',
  'auth',
  'abuse',
  'settings',
  'http',
  'records',
  'mail',
  'jobs',
  'deposits',
  'money',
  'team',
  'portal',
  'progress',
  'pages',
  'checkout',
  'drives',
  'books',
  'webhook',
  'receipts',
  'reports',
  'pledges',
];

/** An import of an element's public face: its index file. */
const indexOf = (type, captured) => ({
  to: { element: { type, captured, fileInternalPath: 'index.{ts,tsx}' } },
});
const anyFileOf = (type, captured) => ({ to: { element: { type, captured } } });
const from = (type, captured) => ({ element: { type, captured } });

const domainPolicies = domainLayers.map((feature, index) => ({
  from: from('domain', { feature }),
  allow: [...domainLayers.slice(0, index).map((lower) => indexOf('domain', { feature: lower }))],
  message: `domain/src/${feature} may import only the index of a folder below it: ${domainLayers.slice(0, index).join(', ') || 'none'}`,
}));

const functionsPolicies = functionsLayers.map((layer, index) => ({
  from: from('functions', { layer }),
  allow: functionsLayers.slice(0, index).map((lower) => anyFileOf('functions', { layer: lower })),
  message: `functions/src/${layer} may import only folders below it: ${functionsLayers.slice(0, index).join(', ') || 'none'}`,
}));

/**
 * web/src: shared pieces (ui, lib, settings, i18n and its catalogues in locales) -> features -> app. A feature imports shared pieces and another
 * feature's index, never its insides, and never app/, the composition root that puts the features together
 * (it may import a screen's own file, so that each lazy screen stays its own chunk).
 */
const shared = [
  anyFileOf('web-shared', { part: 'ui' }),
  anyFileOf('web-shared', { part: 'lib' }),
  indexOf('web-shared', { part: 'settings' }),
  indexOf('web-shared', { part: 'i18n' }),
];
/**
 * The sub-features of web/src/features/admin and web/src/features/public, each with the siblings whose files it
 * may import. A sibling listed is one it builds on; a piece two siblings share goes to shared/ (or to ui/ and
 * lib/ when not the feature's own). No two folders import each other, directly or round a loop. The folder's
 * own top files (AdminRoutes.tsx and screens.tsx; PublicPage.tsx and its steps) are the feature's composition
 * root: they may import any of its sub-features.
 */
export const adminParts = {
  shared: [],
  data: [],
  auth: ['data'],
  jobs: ['data'],
  history: ['data'],
  kinds: ['data'],
  layout: ['auth', 'data'],
  'manage-link': ['auth', 'data', 'shared'],
  'money-notices': ['auth', 'data'],
  receipts: ['auth', 'data', 'jobs', 'kinds', 'shared'],
  payouts: ['auth', 'data', 'jobs', 'kinds'],
  reports: ['data', 'payouts'],
  classes: ['auth', 'data'],
  activity: ['data', 'history', 'kinds'],
  dashboard: ['data', 'kinds', 'money-notices', 'receipts'],
  deposits: ['auth', 'data', 'shared'],
  settings: ['data', 'shared'],
  'student-pages': ['auth', 'data', 'shared'],
  drives: ['auth', 'data', 'jobs', 'shared'],
  team: ['data', 'shared'],
  records: ['auth', 'data', 'history', 'kinds', 'manage-link', 'receipts', 'shared'],
};
export const publicParts = {
  shared: [],
  budget: [],
  donate: ['shared'],
  sponsor: ['shared'],
  'thank-you': ['shared'],
  pages: ['donate', 'shared', 'thank-you'],
  main: ['budget', 'donate', 'shared', 'sponsor'],
};
const partsOf = { admin: adminParts, public: publicParts };

const fromFeature = [...shared, indexOf('web-feature')];
const partPolicies = Object.entries(partsOf).flatMap(([feature, parts]) => [
  ...Object.entries(parts).map(([part, siblings]) => ({
    from: from('web-part', { feature, part }),
    allow: [...fromFeature, ...siblings.map((sibling) => anyFileOf('web-part', { feature, part: sibling }))],
    message: `features/${feature}/${part} may import only ui/, lib/, #settings, i18n/, another feature's index and these folders of ${feature}: ${siblings.join(', ') || 'none'}`,
  })),
  {
    from: from('web-feature', { feature }),
    allow: [...fromFeature, anyFileOf('web-part', { feature })],
  },
]);

const webPolicies = [
  {
    from: from('web-shared'),
    allow: [...shared, anyFileOf('web-shared', { part: 'locales' })],
    message: 'ui/, lib/, settings/ and i18n/ import only each other (and i18n/ its catalogues)',
  },
  {
    from: from('web-feature'),
    allow: fromFeature,
    message:
      "a feature imports ui/, lib/, #settings, i18n/ and another feature's index, never app/ or another feature's insides",
  },
  ...partPolicies,
  {
    from: from('web-app'),
    allow: [...shared, anyFileOf('web-feature'), anyFileOf('web-part')],
  },
];

export const boundariesConfig = {
  files: ['domain/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    'boundaries/elements': [
      { type: 'domain', pattern: 'domain/src/*', capture: ['feature'] },
      { type: 'functions', pattern: 'functions/src/*', capture: ['layer'] },
      { type: 'web-app', pattern: 'web/src/app' },
      { type: 'web-shared', pattern: 'web/src/(ui|lib|settings|i18n|locales)', capture: ['part'] },
      // A feature split in sub-features: each sub-feature folder; the feature's top files stay web-feature.
      { type: 'web-part', pattern: 'web/src/features/(admin|public)/*', capture: ['feature', 'part'] },
      { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      { default: 'disallow', policies: [...domainPolicies, ...functionsPolicies, ...webPolicies] },
    ],
  },
};
