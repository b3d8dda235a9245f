import type { PublicStudentPage } from '@hope/domain/pages';

/**
 * How a page names its child: first name and last initial ("Maya R."), the domain's studentDisplayName read
 * from the public page's fields (that function's module carries zod, which this page's first load leaves out).
 */
export const childName = (page: Pick<PublicStudentPage, 'firstName' | 'lastInitial'>) =>
  `${page.firstName} ${page.lastInitial}.`;
