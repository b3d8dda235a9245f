// Receipts and mail: payment receipts, pledge invoices, year-end statements, mail documents and status.
export * from './mail';
export * from './mail-status';
export * from './owed-receipts';
export * from './payment-receipt';
export * from './pledge-invoice';
export * from './receipt-content';
export * from './receipt-html';
export * from './receipt-org';
export * from './receipt-plan';
export * from './receipt-sweep';
export * from './receipt-text';
export * from './requests';
export * from './statement-content';
export * from './stuck-mail';
export * from './words';
export * from './year-end';
export * from './returned-debit';
