// Students' pages: a family's shareable page for one child (first name and last initial only), its form and
// what the public sees of it.
export * from './public-student-page';
export * from './public-student-page-schema';
export * from './read-student-page';
export * from './student-page-form';
