import { z } from '../zod';
import { appConfig } from '../config';
import { recordCollectionSchema } from '../records';
import { PARTNERS_COLLECTION } from '../records';

/*
 * What the back office asks the server to change on a record, as the recordChange function receives it: the
 * forms' own values (the server checks and builds them with the same domain functions as the browser), never
 * a document to store. Sizes are bounded here: nothing the forms allow comes near them.
 */

const { textMaxLength, maxStudents, nameMaxLength, classLabelMaxLength, tShirtSizeMaxLength } =
  appConfig.limits;
const tooManyStudents = `A record can list at most ${maxStudents} students`;

/** One id per Save or tick: a retried call repeats it, so the record and its history change once. */
const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Missing request id');
const recordId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Unknown record');

/** A form: its fields by name, each a short text, a yes/no, or a student list. Its own schema checks it next. */
const formValue = z.union([
  z.string().max(textMaxLength, `Please shorten each field to ${textMaxLength} characters`),
  z.boolean(),
  z
    .array(z.record(z.string(), z.string().max(nameMaxLength, 'Please shorten the student details')))
    .max(maxStudents, tooManyStudents),
]);
const formValues = z.record(z.string().max(40), formValue);

/** The record's values of the changed fields as the form opened: how the server tells a change made meanwhile. */
const openedValues = z.record(z.string().max(40), z.unknown());

const studentLists = z.object({
  children_data: z
    .array(z.object({ name: z.string().max(nameMaxLength), tShirtSize: z.string().max(tShirtSizeMaxLength) }))
    .max(maxStudents, tooManyStudents),
  grade_teacher_data: z
    .array(
      z.object({ grade: z.string().max(classLabelMaxLength), teacher: z.string().max(classLabelMaxLength) }),
    )
    .max(maxStudents, tooManyStudents),
});

export const officeChangeSchema = z.discriminatedUnion('op', [
  /** The add form's Save. */
  z.object({ op: z.literal('add'), requestId, collection: recordCollectionSchema, form: formValues }),
  /** The details view's Save. */
  z.object({
    op: z.literal('edit'),
    requestId,
    collection: recordCollectionSchema,
    id: recordId,
    form: formValues,
    opened: openedValues,
  }),
  /** The student dialog's Done in the details view. */
  z.object({
    op: z.literal('students'),
    requestId,
    collection: recordCollectionSchema,
    id: recordId,
    students: studentLists,
    opened: openedValues,
  }),
  /** A sponsor benefit ticked as delivered (+1) or taken back (-1). */
  z.object({
    op: z.literal('benefit'),
    requestId,
    collection: z.literal(PARTNERS_COLLECTION),
    id: recordId,
    index: z.number().int().min(0).max(19),
    step: z.union([z.literal(1), z.literal(-1)]),
  }),
  /** A cash gift without an address marked "No receipt needed" (receipt-not-needed.ts). */
  z.object({
    op: z.literal('receipt_not_needed'),
    requestId,
    collection: recordCollectionSchema,
    id: recordId,
    payment: z.string().regex(/^cash_[A-Za-z0-9_-]{1,80}$/, 'Only a cash gift can go without a receipt.'),
  }),
  /** A partner sold before benefits were kept takes its level's benefits, once. */
  z.object({
    op: z.literal('level_benefits'),
    requestId,
    collection: z.literal(PARTNERS_COLLECTION),
    id: recordId,
  }),
]);
export type OfficeChange = z.infer<typeof officeChangeSchema>;
export type OfficeChangeOp = OfficeChange['op'];

/** What the back office is told: the record's id, and whether this call changed anything or repeated one. */
export type RecordChangeAnswer = { id: string; changed: boolean; replayed: boolean };
