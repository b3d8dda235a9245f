import { donationTypeLabels } from '@hope/domain/lists';
import { officeAmountBounds, type AddDonationForm } from '@hope/domain/office';
import { donationTypeSchema } from '@hope/domain/records';
import {
  additionalSection,
  dollarsInput,
  paymentSection,
  STUDENT_SECTION,
  type FormDescription,
  type NumberBounds,
} from './record-form';

export type DonationFieldName = keyof AddDonationForm;

/** Add Donation Record's four sections (basic, student, payment, additional), with the add form's bounds. */
export const donationFormDescription: FormDescription<DonationFieldName> = [
  {
    title: 'Basic Information',
    fields: [
      { name: 'parent_name', label: 'Parent Name', input: { type: 'text' }, autoComplete: 'off' },
      { name: 'email', label: 'Email Address', input: { type: 'email' }, autoComplete: 'off' },
      { name: 'donation_amount', label: 'Donation Amount', input: dollarsInput },
      {
        name: 'donation_type',
        label: 'Donation Type',
        input: {
          type: 'select',
          options: [
            { value: '', label: 'Select type' },
            ...donationTypeSchema.options.map((type) => ({ value: type, label: donationTypeLabels[type] })),
          ],
        },
      },
      { name: 'company_matching', label: 'Company matches donations', input: { type: 'checkbox' } },
    ],
  },
  STUDENT_SECTION,
  paymentSection(),
  additionalSection,
];

/** Donation edit mode: amount and net payment min 0.01, step 0.01, as on the add form. */
export const donationEditBounds: Partial<Record<DonationFieldName, NumberBounds>> = {
  donation_amount: officeAmountBounds.atLeastACent,
  net_payment: officeAmountBounds.atLeastACent,
};
