import { z } from '../zod';
import { nullableText, nullableTimestamp, recordCommonShape } from './common-fields';
import { donationTypeSchema } from './enums';
import { paymentTrackingSchema } from './payment-tracking';
import { childSchema, gradeTeacherSchema } from './student';

export const DONATIONS_COLLECTION = 'donations';

/** A stored document of the `donations` collection (the id is the document id, not a field). */
export const donationSchema = z
  .object({
    parent_name: z.string(),
    email: nullableText,
    donation_amount: z.number().nonnegative(),
    donation_type: donationTypeSchema,
    company_matching: z.boolean(),
    /** The employer whose matching program the giver named (the receipt names it); absent or null: none. */
    matching_employer: nullableText.optional(),
    form_submitted_at: nullableTimestamp,
    ...recordCommonShape,
    children_data: z.array(childSchema),
    grade_teacher_data: z.array(gradeTeacherSchema),
    /**
     * The code of the student page the gift was given through; absent or null for a gift made directly. The
     * student and class are then the page's, and `share_with_family` says whether the page's family may learn
     * the giver's name and amount.
     */
    student_page: z.string().nullable().optional(),
    share_with_family: z.boolean().optional(),
  })
  .extend(paymentTrackingSchema.shape);

export type Donation = z.infer<typeof donationSchema>;
export type DonationRecord = Donation & { id: string };
