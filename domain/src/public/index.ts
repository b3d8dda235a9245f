// The public page's forms and requests: donation and sponsorship validation, request schemas, records they create.
export * from './donation-form';
export * from './honeypot';
export * from './parse-request';
export * from './public-records';
export * from './request-fields';
export * from './pay-method';
export * from './requests';
export * from './sponsorship-form';
export * from './students';
