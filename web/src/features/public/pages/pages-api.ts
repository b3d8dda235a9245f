import { t } from '@lingui/core/macro';
import {
  readManagedPageAnswer,
  type ManageOp,
  type ManagedStudentPage,
  type StudentPageEdit,
  type StudentPageForm,
  type StudentPageFormInput,
} from '@hope/domain/pages';
import { pageLanguage } from '../../../i18n';
import { postJson } from '../shared/public-api';

/** The form as sent: goal '' for the school's default, as the domain's form schema reads it. */
const formBody = <T extends Partial<StudentPageForm>>(form: T) => ({ ...form, goal: form.goal ?? '' });

/** POST /api/pages: the new page's code; throws ApiError with the server's sentence, or the page's own. */
export function createStudentPage(form: StudentPageForm, honeypot: string) {
  // The parent's mails about the page are written in the language the page is read in now.
  const body: StudentPageFormInput & { website: string } = {
    ...formBody(form),
    language: pageLanguage(),
    website: honeypot,
  };
  return postJson<{ code: string; path: string }>(
    '/api/pages',
    body,
    t`Your page could not be made. Please try again.`,
  );
}

/** What an edit sends: the child's fields only (the family's name and email stay as given at creation). */
export type PageEdit = StudentPageEdit;

/** POST /api/pages/<code>/manage with the private key; null after a delete. Throws ApiError (403: wrong key). */
export async function manageStudentPage(
  code: string,
  key: string,
  request: { op: Exclude<ManageOp, 'update'> } | { op: 'update'; form: PageEdit },
): Promise<ManagedStudentPage | null> {
  const body =
    request.op === 'update' ? { key, op: 'update', form: formBody(request.form) } : { key, ...request };
  const notRead = t`The page could not be read. Please try again.`;
  // A refusal without the server's sentence says what did not happen: the page was not read, or not changed.
  const failed = request.op === 'read' ? notRead : t`Your change could not be saved. Please try again.`;
  const path = `/api/pages/${encodeURIComponent(code)}/manage`;
  const answer = readManagedPageAnswer(await postJson(path, body, failed));
  if (!answer) throw new Error(notRead);
  return 'deleted' in answer ? null : answer.page;
}
