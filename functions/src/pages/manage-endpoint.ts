import {
  deletePage,
  editPage,
  isEditKey,
  managedStudentPage,
  pageManageMessages,
  pageManageRequestSchema,
  pausePage,
  resumePage,
  type PageChange,
  type PageManageRequest,
  type StudentPage,
} from '@hope/domain/pages';
import { studentPagesOf, type SchoolSettings } from '@hope/domain/settings';
import { firestore } from '../platform/firestore';
import { BadRequest, HttpError } from '../platform/http-errors';
import { jsonEndpoint } from '../http/json-endpoint';
import { keyOpens } from './edit-key';
import { pageTotals, readPage, writePage } from './page-store';

function changeFor(request: PageManageRequest, page: StudentPage, now: Date): PageChange | null {
  switch (request.op) {
    case 'read':
      return null;
    case 'update':
      return editPage(page, request.form, now);
    case 'pause':
      return pausePage(page, now);
    case 'resume':
      return resumePage(page, now);
    case 'delete':
      return deletePage(page, now);
  }
}

/** The page after the change, in a transaction: a page changed meanwhile (the office hid it) is read again. */
async function manage(request: PageManageRequest, code: string): Promise<StudentPage> {
  const now = new Date();
  return firestore().runTransaction(async (tx) => {
    const page = await readPage(code, tx);
    // An unknown page and a wrong key get one answer: the link tells nothing of which pages exist.
    if (!page || !isEditKey(request.key) || !keyOpens(request.key, page.edit_key_hash))
      throw new HttpError(pageManageMessages.wrongKey, 403);
    const change = changeFor(request, page, now);
    if (!change) return page;
    if (!change.ok) throw new BadRequest(change.error);
    if (change.changed) writePage(tx, change.page);
    return change.page;
  });
}

/**
 * POST /api/pages/<code>/manage {key, op, form?}: the parent's private link reads, edits, pauses, resumes or
 * deletes the page. 200 {page} (the public page with its status and the school's reason if hidden), or
 * {deleted: true} for a deleted page; 403 for a key that does not open this page. It works while the school
 * has pages turned off too: a family can always change or delete what it published.
 */
export const managePageEndpoint = jsonEndpoint(
  (settings) => pageManageRequestSchema(settings),
  async (request, settings: SchoolSettings, params) => {
    const page = await manage(request, params.code ?? '');
    if (page.status === 'deleted') return { deleted: true };
    const { defaultGoal } = studentPagesOf(settings);
    return { page: managedStudentPage(page, await pageTotals(page), defaultGoal) };
  },
);
