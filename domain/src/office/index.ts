// The office's own changes: add-form validation and builders, edits, benefit ticks, history view, change requests.
export * from './add-validation';
export * from './admin-form-fields';
export * from './build-records';
export * from './database-errors';
export * from './history-view';
export * from './office-changes';
export * from './office-transitions';
export * from './receipt-not-needed';
export * from './record-edits';
export * from './amount-bounds';
