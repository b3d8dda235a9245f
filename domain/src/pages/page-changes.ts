import type { StudentPageForm } from './page-form';
import { pageManageMessages } from './page-requests';
import type { StudentPage } from './student-page';

/*
 * How a page changes, for the parent's manage link and the office. Each change returns the page as it is to be
 * stored, or the sentence the parent is shown when the change is not allowed. A paused page is the parent's
 * choice and the parent resumes it; a page the school hid stays hidden until the school shows it again.
 */
export type PageChange = { ok: true; page: StudentPage; changed: boolean } | { ok: false; error: string };

const refused = (error: string): PageChange => ({ ok: false, error });
const stored = (page: StudentPage, changed = true): PageChange => ({ ok: true, page, changed });
const at = (page: StudentPage, now: Date, patch: Partial<StudentPage>): StudentPage => ({
  ...page,
  ...patch,
  updated_at: now.toISOString(),
});

/** What an edit through the manage link changes: the child's fields, never the family's. */
export type StudentPageEdit = Omit<StudentPageForm, 'parentName' | 'email' | 'language'>;

/** The child's fields as a page stores them. */
function childFieldsOf(form: StudentPageEdit) {
  return {
    first_name: form.firstName,
    last_initial: form.lastInitial,
    grade_teacher: form.gradeTeacher,
    goal: form.goal,
    message: form.message,
  };
}

/** The form's fields as a page stores them. */
export function pageFieldsOf(form: StudentPageForm) {
  return {
    ...childFieldsOf(form),
    parent_name: form.parentName,
    parent_email: form.email,
    language: form.language,
  };
}

/**
 * A new page: active, or awaiting the office's approval where the school asks for it; in the current campaign,
 * opened by the key whose hash it keeps.
 */
export function newStudentPage(
  code: string,
  form: StudentPageForm,
  input: { campaignId: string; editKeyHash: string; now: Date; approval?: boolean },
): StudentPage {
  const at = input.now.toISOString();
  return {
    code,
    ...pageFieldsOf(form),
    status: input.approval ? 'awaiting' : 'active',
    hidden_reason: null,
    campaign_id: input.campaignId,
    created_at: at,
    updated_at: at,
    edit_key_hash: input.editKeyHash,
  };
}

export function editPage(page: StudentPage, form: StudentPageEdit, now: Date): PageChange {
  if (page.status === 'deleted') return refused(pageManageMessages.deleted);
  return stored(at(page, now, childFieldsOf(form)));
}

export function pausePage(page: StudentPage, now: Date): PageChange {
  if (page.status === 'deleted') return refused(pageManageMessages.deleted);
  if (page.status === 'awaiting') return refused(pageManageMessages.awaiting);
  if (page.status === 'hidden') return refused(pageManageMessages.hidden(page.hidden_reason ?? ''));
  if (page.status === 'paused') return stored(page, false);
  return stored(at(page, now, { status: 'paused' }));
}

export function resumePage(page: StudentPage, now: Date): PageChange {
  if (page.status === 'deleted') return refused(pageManageMessages.deleted);
  if (page.status === 'awaiting') return refused(pageManageMessages.awaiting);
  if (page.status === 'hidden') return refused(pageManageMessages.hidden(page.hidden_reason ?? ''));
  if (page.status === 'active') return stored(page, false);
  return stored(at(page, now, { status: 'active' }));
}

/** Deleting ends the page for good; its gifts keep their attribution, its message goes. */
export function deletePage(page: StudentPage, now: Date): PageChange {
  if (page.status === 'deleted') return stored(page, false);
  return stored(at(page, now, { status: 'deleted', message: '' }));
}

export function hidePage(page: StudentPage, reason: string, now: Date): PageChange {
  if (page.status === 'deleted') return refused(pageManageMessages.deleted);
  if (page.status === 'hidden' && page.hidden_reason === reason) return stored(page, false);
  return stored(at(page, now, { status: 'hidden', hidden_reason: reason }));
}

/** Approved by the office: a page waiting for the school shows to visitors; any other is left as it is. */
export function approvePage(page: StudentPage, now: Date): PageChange {
  if (page.status === 'deleted') return refused(pageManageMessages.deleted);
  if (page.status !== 'awaiting') return stored(page, false);
  return stored(at(page, now, { status: 'active' }));
}

/** Shown again: active (the parent may pause it again). */
export function unhidePage(page: StudentPage, now: Date): PageChange {
  if (page.status !== 'hidden') return stored(page, false);
  return stored(at(page, now, { status: 'active', hidden_reason: null }));
}
