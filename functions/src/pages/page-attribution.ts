import { studentDisplayName } from '@hope/domain/pages';
import type { DonationCheckoutRequest, PageAttribution } from '@hope/domain/public';
import { studentPagesOf, type SchoolSettings } from '@hope/domain/settings';
import { BadRequest } from '../platform/http-errors';
import { readPage } from './page-store';

export const pageUnavailableMessage = 'This student page is not available';

/**
 * The student and class a gift through a page counts for, from the page as stored (never from the request),
 * or null for a direct gift. A page that is not active (or pages turned off) refuses the gift: nothing is
 * written and the giver is told.
 */
export async function pageAttributionOf(
  request: Pick<DonationCheckoutRequest, 'pageCode' | 'shareWithFamily'>,
  settings: SchoolSettings,
): Promise<PageAttribution | null> {
  if (request.pageCode === undefined) return null;
  const page = studentPagesOf(settings).enabled ? await readPage(request.pageCode) : null;
  if (page?.status !== 'active') throw new BadRequest(pageUnavailableMessage);
  return {
    code: page.code,
    studentName: studentDisplayName(page),
    gradeTeacher: page.grade_teacher,
    shareWithFamily: request.shareWithFamily ?? false,
  };
}
