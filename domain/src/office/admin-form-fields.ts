import { z } from '../zod';
import { donationTypeSchema } from '../records';
import { cheapestLevel, levelIdSchema, type SchoolSettings } from '../settings';
import { childSchema, gradeTeacherSchema } from '../records';

/** The Not specified / Yes / No selects hold '' / 'true' / 'false'. */
export const triStateSchema = z.enum(['', 'true', 'false']);
export type TriState = z.infer<typeof triStateSchema>;

export function triStateToBoolean(value: TriState): boolean | null {
  return value === '' ? null : value === 'true';
}

export function booleanToTriState(value: boolean | null): TriState {
  return value === null ? '' : value ? 'true' : 'false';
}

/** Number inputs hold text as typed, so validation can tell empty from invalid. */
const numberText = z.string();

/** The add forms' sections after Basic Information: students, payment and additional information. */
export const adminSharedFormShape = {
  email: z.string(),
  children_data: z.array(childSchema),
  grade_teacher_data: z.array(gradeTeacherSchema),
  stripe_customer_id: z.string(),
  stripe_session_id: z.string(),
  payment_intent_id: z.string(),
  payment_reference: z.string(),
  /** datetime-local value, read as school wall time. */
  payment_completed_at: z.string(),
  net_payment: numberText,
  yearbook: numberText,
  magnet_given: triStateSchema,
  tshirt_given: triStateSchema,
  notes: z.string(),
};

export const addDonationFormSchema = z.object({
  parent_name: z.string(),
  donation_amount: numberText,
  /** '' is the 'Select type' placeholder. */
  donation_type: z.union([z.literal(''), donationTypeSchema]),
  company_matching: z.boolean(),
  ...adminSharedFormShape,
});
export type AddDonationForm = z.infer<typeof addDonationFormSchema>;

export const addPartnerFormSchema = z.object({
  company_name: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  /** One of the settings' level ids; checked against them when the record is built. */
  partnership_level: levelIdSchema,
  partnership_amount: numberText,
  pay_by_check: z.boolean(),
  banner: z.string(),
  website: z.string(),
  stripe_product_id: z.string(),
  ...adminSharedFormShape,
});
export type AddPartnerForm = z.infer<typeof addPartnerFormSchema>;

const emptyShared = {
  email: '',
  children_data: [],
  grade_teacher_data: [],
  stripe_customer_id: '',
  stripe_session_id: '',
  payment_intent_id: '',
  payment_reference: '',
  payment_completed_at: '',
  net_payment: '',
  yearbook: '',
  magnet_given: '',
  tshirt_given: '',
  notes: '',
} satisfies z.input<z.ZodObject<typeof adminSharedFormShape>>;

export function emptyAddDonationForm(): AddDonationForm {
  return { parent_name: '', donation_amount: '', donation_type: '', company_matching: false, ...emptyShared };
}

/** A blank Add Partner form, on the school's cheapest level. */
export function emptyAddPartnerForm(settings: Pick<SchoolSettings, 'sponsorshipLevels'>): AddPartnerForm {
  return {
    company_name: '',
    contact_name: '',
    contact_phone: '',
    partnership_level: cheapestLevel(settings).id,
    partnership_amount: '',
    pay_by_check: false,
    banner: '',
    website: '',
    stripe_product_id: '',
    ...emptyShared,
  };
}
