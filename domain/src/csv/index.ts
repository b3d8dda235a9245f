// CSV exports: field pickers, quick and full exports, payment-date filter, file names.
export * from './csv-text';
export * from './export-fields';
export * from './file-names';
export * from './full-export';
export * from './payment-date-filter';
export * from './quick-export';
export * from './page-totals-export';
