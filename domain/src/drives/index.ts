// Pledge drives: a fun run or a read-a-thon, its pledges per unit on the students' pages, the counts entered
// after the event, and what each pledge is charged.
export * from './drive';
export * from './drive-fields';
export * from './drive-request';
export * from './pledge';
export * from './pledge-request';
export * from './pledge-amount';
export * from './counts';
export * from './counts-csv';
export * from './unpaged-student';
export * from './pledge-mail';
export * from './drive-form';
export * from './charge-failure';
export * from './drive-figures';
export * from './public-drive';
export * from './pledge-link';
export * from './drive-breakdown';
