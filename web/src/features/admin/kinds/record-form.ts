import { officeAmountBounds, type NumberBounds } from '@hope/domain/office';
import type { adminSharedFormShape } from '@hope/domain/office';
import type { SchoolSettings } from '@hope/domain/settings';
import type { z } from 'zod';

/*
 * How a record kind describes its form: sections of labelled fields with their input types and bounds. The add
 * form renders it; the details edit mode renders the same description with its own bounds (withBounds).
 */

export interface SelectOption {
  value: string;
  label: string;
}

/** Choices fixed by the product, or named by the school's settings (the level names). */
export type SelectOptions = readonly SelectOption[] | ((settings: SchoolSettings) => readonly SelectOption[]);

export function resolveOptions(options: SelectOptions, settings: SchoolSettings): readonly SelectOption[] {
  return typeof options === 'function' ? options(settings) : options;
}

export type FieldInput =
  | { type: 'text' | 'email' | 'url' | 'textarea' }
  | { type: 'tel'; maxLength: number; format: (typed: string) => string }
  | { type: 'number'; min?: number; step?: number }
  | { type: 'datetime-local' }
  | { type: 'select'; options: SelectOptions }
  | { type: 'checkbox' };

export interface FormField<Name extends string = string> {
  name: Name;
  label: string;
  input: FieldInput;
  autoComplete?: string;
}

/** A section is either fields, or the student information (edited in the shared student dialog). */
export type FormSection<Name extends string = string> =
  { title: string; fields: readonly FormField<Name>[] } | { title: string; students: true };

export type FormDescription<Name extends string = string> = readonly FormSection<Name>[];

export type { NumberBounds };

/** The same description with other number bounds, e.g. the edit mode's min 0 instead of the add form's 0.01. */
export function withBounds<Name extends string>(
  description: FormDescription<Name>,
  bounds: Partial<Record<Name, NumberBounds>>,
): FormDescription<Name> {
  return description.map((section) => {
    if (!('fields' in section)) return section;
    return {
      ...section,
      fields: section.fields.map((field) => {
        const override = bounds[field.name];
        return override && field.input.type === 'number'
          ? { ...field, input: { ...field.input, ...override } }
          : field;
      }),
    };
  });
}

/** The fields of a description, flat, in display order. */
export function fieldsOf<Name extends string>(description: FormDescription<Name>): FormField<Name>[] {
  return description.flatMap((section) => ('fields' in section ? section.fields : []));
}

export const STUDENT_SECTION = { title: 'Student Information', students: true } as const;

const triState: readonly SelectOption[] = [
  { value: '', label: 'Not specified' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** Dollar inputs, with the add forms' bounds (amounts min 0.01, step 0.01). */
export const dollarsInput = { type: 'number', ...officeAmountBounds.atLeastACent } as const;

/** Fields both kinds share, named as in the domain's add-form schemas (adminSharedFormShape). */
export type SharedFieldName = keyof typeof adminSharedFormShape;

const stripeIdFields = [
  { name: 'stripe_customer_id', label: 'Stripe Customer ID', input: { type: 'text' } },
  { name: 'stripe_session_id', label: 'Stripe Session ID', input: { type: 'text' } },
  { name: 'payment_intent_id', label: 'Payment Intent ID', input: { type: 'text' } },
] as const satisfies readonly FormField<SharedFieldName>[];

const paymentResultFields = [
  { name: 'payment_reference', label: 'Payment Reference', input: { type: 'text' } },
  { name: 'payment_completed_at', label: 'Payment Completed At', input: { type: 'datetime-local' } },
  { name: 'net_payment', label: 'Net Payment', input: dollarsInput },
] as const satisfies readonly FormField<SharedFieldName>[];

/** Payment Information, as both kinds show it; `extra` (the partners' Stripe Product ID) follows the Stripe ids. */
export function paymentSection<Name extends string>(
  extra: readonly FormField<Name>[] = [],
): FormSection<Name | SharedFieldName> {
  return { title: 'Payment Information', fields: [...stripeIdFields, ...extra, ...paymentResultFields] };
}

/** Additional Information, the same for both kinds. */
export const additionalSection: FormSection<SharedFieldName> = {
  title: 'Additional Information',
  fields: [
    { name: 'yearbook', label: 'Yearbook Number', input: { type: 'number', ...officeAmountBounds.yearbook } },
    { name: 'magnet_given', label: 'Magnet Given', input: { type: 'select', options: triState } },
    { name: 'tshirt_given', label: 'T-Shirt Given', input: { type: 'select', options: triState } },
    { name: 'notes', label: 'Notes', input: { type: 'textarea' } },
  ],
};

/** How a record kind describes its add form: its sections, checks and texts. */
export interface AddSpec<Form> {
  title: string;
  fields: FormDescription<keyof Form & string>;
  schema: z.ZodType<Form, Form>;
  /** The blank form, for these settings (a partner starts on the cheapest level). */
  empty: (settings: SchoolSettings) => Form;
  /** The field that must not be blank for Save to be enabled (parent or company name). */
  requiredField: keyof Form & string;
  /** The first failing check, in the form's fixed order, or null. */
  validate: (form: Form) => string | null;
  saveLabel: string;
  successText: string;
}
