import { childDisplayName, type PublicStudentPage } from '@hope/domain/pages';

/** How the public page names a page's child: the domain's rule, "Maya R.". */
export const childName = (page: Pick<PublicStudentPage, 'firstName' | 'lastInitial'>) =>
  childDisplayName(page.firstName, page.lastInitial);
