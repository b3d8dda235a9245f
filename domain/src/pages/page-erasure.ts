import type { StudentPage } from './student-page';

/**
 * A deleted page keeps the family's and the child's personal data only this long (a family that deleted by
 * mistake can ask the school within it); then the sweep erases them. The gifts made through the page keep its
 * code, so the page's and its class's totals stay right.
 */
export const ERASE_DELETED_PAGE_AFTER_DAYS = 30;

/** What an erased page is called where the office still lists it. */
export const ERASED_FIRST_NAME = 'Erased';

/** Whether a page is deleted, past its grace period and not yet erased. */
export function dueForErasure(
  page: Pick<StudentPage, 'status' | 'updated_at' | 'parent_email'>,
  now: Date,
): boolean {
  const deletedBefore = now.getTime() - ERASE_DELETED_PAGE_AFTER_DAYS * 86_400_000;
  return (
    page.status === 'deleted' && page.parent_email !== '' && Date.parse(page.updated_at) <= deletedBefore
  );
}

/**
 * The page without anything that names the child or the family: the first name, initial, message, the parent's
 * name, email and language. The class stays (alone it names nobody; the class totals need it), as do the dates.
 */
export function erasedPage(page: StudentPage): StudentPage {
  const { language: _language, ...rest } = page;
  return {
    ...rest,
    first_name: ERASED_FIRST_NAME,
    last_initial: 'X',
    message: '',
    parent_name: '',
    parent_email: '',
  };
}
