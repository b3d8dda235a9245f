// Student pages: the stored page, the child's display name, and the back office's list of pages.
export * from './office-list';
export * from './student-page';
