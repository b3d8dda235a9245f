// School-time calendar: day, month and year boundaries, date keys and formats, ISO instants.
export * from './billing-months';
export * from './instant';
export * from './iso-timestamp';
export * from './pacific';
export * from './pacific-format';
