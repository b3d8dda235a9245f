import {
  newStudentPage,
  pageCreatedMessage,
  studentPageFormSchema,
  type StudentPageForm,
  type StudentPageFormSchema,
} from '@hope/domain/pages';
import { currentCampaignOf, studentPagesOf, type SchoolSettings } from '@hope/domain/settings';
import { firestore } from '../platform/firestore';
import { jsonEndpoint } from '../http/json-endpoint';
import { editKeyHash, newEditKey, newPageCode } from './edit-key';
import { manageUrl, pageUrl } from './page-links';
import { createPageMail, pageMail } from './page-mail';
import { createPage as createPageDocument } from './page-store';
import { whenPagesOn } from './pages-on';

/** gRPC ALREADY_EXISTS: the drawn code is taken (about one chance in billions per page). */
const ALREADY_EXISTS = 6;

async function createPage(form: StudentPageForm, settings: SchoolSettings) {
  const now = new Date();
  const key = newEditKey();
  const campaignId = currentCampaignOf(settings, now)?.id ?? '';
  for (let attempt = 0; ; attempt++) {
    const code = newPageCode();
    const { approval } = studentPagesOf(settings);
    const page = newStudentPage(code, form, { campaignId, editKeyHash: editKeyHash(key), now, approval });
    const message = pageCreatedMessage(
      { page, pageUrl: pageUrl(code), manageUrl: manageUrl(code, key, page.language) },
      settings,
    );
    // The page and its parent's mail in one write: no page without its links sent, no mail for no page.
    const batch = firestore().batch();
    createPageDocument(batch, page);
    const summary = `Student page ${code} made`;
    createPageMail(batch, `page_created_${code}`, pageMail(form.email, message, summary, settings, now));
    try {
      await batch.commit();
      return { code, path: `/s/${code}` };
    } catch (error) {
      if ((error as { code?: number }).code !== ALREADY_EXISTS || attempt >= 3) throw error;
    }
  }
}

/**
 * POST /api/pages: a parent makes a page for their student. 201 {code, path}; the parent is mailed the page's
 * link and the private manage link, whose key only that mail carries.
 */
export const createPageEndpoint = whenPagesOn(
  jsonEndpoint<StudentPageFormSchema>((settings) => studentPageFormSchema(settings), createPage, 201),
);
