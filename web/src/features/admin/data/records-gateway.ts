import type { OfficeChange, RecordChangeAnswer } from '@hope/domain/office';
import type {
  EditConflict,
  MoneyAction,
  RecordCollection,
  StoredRecord,
  StudentLists,
} from '@hope/domain/records';
import { FirebaseError } from 'firebase/app';
import { callable } from './callable';

/*
 * The back office's one way to change a record: every add, edit, student change and benefit tick goes to the
 * recordChange function, and the money actions to recordAction. The server checks the member's role, runs the
 * change on the record as it is, and writes it with its history entry; the browser writes nothing itself, and
 * the live listeners show the result. Each call carries a request id, so a retried call changes nothing twice.
 */

/** Someone (another member, or Stripe) changed fields this person also changed, or a payment-owned field. */
export class EditConflictError extends Error {
  constructor(
    readonly conflicts: EditConflict[],
    readonly locked: string[],
  ) {
    super('The record changed while it was being edited');
  }
}

const callRecordChange = callable<OfficeChange, RecordChangeAnswer>('/api/records/change');

type Requested<T> = T extends unknown ? Omit<T, 'requestId'> : never;

async function recordChange(change: Requested<OfficeChange>): Promise<RecordChangeAnswer> {
  try {
    return await callRecordChange({ ...change, requestId: crypto.randomUUID() } as OfficeChange);
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'functions/aborted') {
      const details = (error as FirebaseError & { details?: Partial<EditConflictError> }).details;
      throw new EditConflictError(details?.conflicts ?? [], details?.locked ?? []);
    }
    throw error;
  }
}

/** The values of the fields a change writes, as the form opened: the server tells a change made meanwhile. */
function openedValues(opened: StoredRecord, fields: readonly string[]): Record<string, unknown> {
  const record = opened as unknown as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));
}

/** The add form's Save: the server checks and builds the record from the form. Resolves the new id. */
export async function addRecord(collection: RecordCollection, form: object): Promise<string> {
  const answer = await recordChange({ op: 'add', collection, form: form as Record<string, never> });
  return answer.id;
}

/**
 * The details view's Save: the form as typed, and the record as the form opened (`update` names the fields the
 * form writes). Resolves false when nothing changed; throws EditConflictError, with nothing written, when a
 * changed field was also changed meanwhile.
 */
export async function saveEdit(
  collection: RecordCollection,
  id: string,
  opened: StoredRecord,
  form: object,
  update: object,
): Promise<boolean> {
  const fields = Object.keys(update);
  const answer = await recordChange({
    op: 'edit',
    collection,
    id,
    form: form as Record<string, never>,
    opened: openedValues(opened, fields),
  });
  return answer.changed;
}

/** The student dialog's Done in the details view. */
export async function saveStudentLists(
  collection: RecordCollection,
  id: string,
  opened: StoredRecord,
  students: StudentLists,
): Promise<boolean> {
  const opening = openedValues(opened, ['children_data', 'grade_teacher_data']);
  const answer = await recordChange({ op: 'students', collection, id, students, opened: opening });
  return answer.changed;
}

/** The money actions' function. */
export const runMoneyAction = callable<MoneyAction, unknown>('/api/records/action');

/** Ticks one of a partner's benefits as delivered (+1) or takes a tick back (-1). */
export async function markBenefit(id: string, index: number, step: 1 | -1): Promise<void> {
  await recordChange({ op: 'benefit', collection: 'community_partners', id, index, step });
}

/** A partner sold before benefits were kept on the record takes its level's current benefits, once. */
export async function recordLevelBenefits(id: string): Promise<void> {
  await recordChange({ op: 'level_benefits', collection: 'community_partners', id });
}

/** A cash gift without an address marked "No receipt needed" (its key on the record, 'cash_<item>'). */
export async function markReceiptNotNeeded(
  collection: RecordCollection,
  id: string,
  payment: string,
): Promise<void> {
  await recordChange({ op: 'receipt_not_needed', collection, id, payment });
}
