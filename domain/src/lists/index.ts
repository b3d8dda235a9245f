// The back office's lists: filters, quick filters, search, sort and labels for donations and partners.
export * from './amounts';
export * from './date-range';
export * from './donation-list';
export * from './filter-schemas';
export * from './labels';
export * from './partner-list';
export * from './sort';
