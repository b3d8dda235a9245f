import { z } from '../zod';
import { nullableText, nullableTimestamp, recordCommonShape } from './common-fields';
import { levelIdSchema } from '../settings';
import { cardDonationTypeSchema } from './enums';
import { paymentTrackingSchema } from './payment-tracking';
import { childSchema, gradeTeacherSchema } from './student';
import { benefitDeliverySchema, soldBenefitSchema } from './benefits';

export const PARTNERS_COLLECTION = 'community_partners';

/** A stored document of the `community_partners` collection (the id is the document id). */
export const partnerSchema = z
  .object({
    company_name: z.string(),
    contact_name: z.string(),
    contact_phone: z.string(),
    email: z.string(),
    /** The level's id; its name and benefits as sold are kept beside it, whatever the settings say later. */
    partnership_level: levelIdSchema,
    /** The level's name when it was sold (absent on records from before names were school settings). */
    level_name: z.string().optional(),
    /** The level's benefits as sold (absent on records from before the sponsor ledger). */
    level_benefits: z.array(soldBenefitSchema).max(20).optional(),
    /** What the team has delivered of each benefit, by its position in level_benefits. */
    benefits_delivered: z.record(z.string(), benefitDeliverySchema).optional(),
    partnership_amount: z.number().nonnegative(),
    /** one_time for full and check payments, monthly for installment plans. */
    donation_type: cardDonationTypeSchema,
    pay_by_check: z.boolean(),
    stripe_product_id: nullableText,
    /** Optional on a partner: set when the public form creates the pending record. */
    form_submitted_at: nullableTimestamp.optional(),
    ...recordCommonShape,
    banner: nullableText,
    website: nullableText,
    children_data: z.array(childSchema).nullable(),
    grade_teacher_data: z.array(gradeTeacherSchema).nullable(),
  })
  .extend(paymentTrackingSchema.shape);

export type Partner = z.infer<typeof partnerSchema>;
export type PartnerRecord = Partner & { id: string };
