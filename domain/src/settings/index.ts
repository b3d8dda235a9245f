// The school's settings (names, classes, prices, levels, budget, receipts, campaigns): schema, defaults, form, rules.
export * from './campaign';
export * from './current-campaign';
export * from './defaults';
export * from './level-count';
export * from './level-ids';
export * from './next-campaign';
export * from './page-icon';
export * from './page-settings';
export * from './read-served-settings';
export * from './schema';
export * from './school-settings';
export * from './school-words';
export * from './settings-form';
export * from './settings-form-values';
export * from './settings-rules';
export * from './student-pages-settings';
export * from './time-zone-setting';
export type { SpanishForm } from './translations-form';
