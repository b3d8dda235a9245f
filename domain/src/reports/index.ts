// The treasurer's reports: a month's income, fees, refunds, net and deposits in transit; the Form 990 year; exports.
export * from './income-split';
export * from './in-transit';
export * from './money-events';
export * from './month-report';
export * from './outside-deposits';
export * from './period-tally';
export * from './report-period';
export * from './tally';
export * from './journal';
export * from './journal-accounts';
export * from './journal-csv';
export * from './report-csv';
export * from './report-rows';
export * from './report-window';
