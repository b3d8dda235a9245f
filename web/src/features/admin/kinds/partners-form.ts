import { appConfig } from '@hope/domain/config';
import { formatPhone } from '@hope/domain/input';
import { officeAmountBounds, type AddPartnerForm } from '@hope/domain/office';
import { levelsByPrice, type SchoolSettings } from '@hope/domain/settings';
import {
  additionalSection,
  dollarsInput,
  paymentSection,
  STUDENT_SECTION,
  type FormDescription,
  type NumberBounds,
} from './record-form';

export type PartnerFieldName = keyof AddPartnerForm;

/** The school's levels from the cheapest (the add form's default), named as the school names them now. */
export function levelOptions(settings: SchoolSettings) {
  return levelsByPrice(settings).map((level) => ({ value: level.id, label: level.name }));
}

/** Add Community Partner Record's four sections (basic, student, payment, additional), with its bounds. */
export const partnerFormDescription: FormDescription<PartnerFieldName> = [
  {
    title: 'Basic Information',
    fields: [
      { name: 'company_name', label: 'Company Name', input: { type: 'text' }, autoComplete: 'off' },
      { name: 'contact_name', label: 'Contact Name', input: { type: 'text' }, autoComplete: 'off' },
      {
        name: 'contact_phone',
        label: 'Contact Phone',
        input: { type: 'tel', maxLength: appConfig.limits.phoneMaxLength, format: formatPhone },
        autoComplete: 'off',
      },
      { name: 'email', label: 'Email Address', input: { type: 'email' }, autoComplete: 'off' },
      {
        name: 'partnership_level',
        label: 'Partnership Level',
        input: { type: 'select', options: levelOptions },
      },
      { name: 'partnership_amount', label: 'Partnership Amount', input: dollarsInput },
      { name: 'pay_by_check', label: 'Pay by Check', input: { type: 'checkbox' } },
      { name: 'banner', label: 'Banner', input: { type: 'textarea' } },
      { name: 'website', label: 'Website', input: { type: 'url' }, autoComplete: 'off' },
    ],
  },
  { ...STUDENT_SECTION, title: 'Student Information (Optional)' },
  paymentSection<PartnerFieldName>([
    { name: 'stripe_product_id', label: 'Stripe Product ID', input: { type: 'text' } },
  ]),
  additionalSection,
];

/** Partner edit mode: amount and net payment min 0. */
export const partnerEditBounds: Partial<Record<PartnerFieldName, NumberBounds>> = {
  partnership_amount: officeAmountBounds.partnerEdit,
  net_payment: officeAmountBounds.partnerEdit,
};
