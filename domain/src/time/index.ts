// School-time calendar: day, month and year boundaries, date keys and formats in the school's zone, ISO instants.
export * from './billing-months';
export * from './instant';
export * from './iso-timestamp';
export * from './school-date-key';
export * from './school-time';
export * from './school-time-format';
export * from './time-zone';
