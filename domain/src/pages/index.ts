// Student pages: a family's page for one child (first name and initial only), its form, changes, mails and code,
// and the back office's list of pages.
export * from './message-links';
export * from './office-list';
export * from './page-changes';
export * from './page-code';
export * from './page-form';
export * from './page-mail';
export * from './page-requests';
export * from './public-page';
export * from './student-page';
export * from './share-tags';
export * from './read-public-page';
export * from './display-name';
export * from './page-erasure';
export * from './page-gift-counted';
export * from './preview-card';
export * from './page-mail-words';
