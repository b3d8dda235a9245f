import type { SchoolSettings } from '@hope/domain/settings';
import type { FormDescription } from './record-form';

/* How a record kind describes its details view: read mode's sections, edit mode's fields and rules. */

export interface DetailField<R> {
  label: string;
  value: (record: R, timeZone: string) => string;
}
export interface DetailSection<R> {
  title: string;
  fields: readonly DetailField<R>[];
}

export type EditOutcome = { ok: true; update: object } | { ok: false; message: string };

export interface DetailsSpec<R, Form> {
  /** 'Donation Details' / 'Partner Details'. */
  title: string;
  heading: (record: R) => string;
  sections: readonly DetailSection<R>[];
  /** The edit mode's fields: the add form's description (kinds/*-form.ts) with the edit bounds. */
  edit: FormDescription<keyof Form & string>;
  toForm: (record: R, settings: SchoolSettings) => Form;
  toUpdate: (saved: R, form: Form, now: Date, settings: SchoolSettings) => EditOutcome;
  /** The gift amount the student dialog is told about. */
  amount: (record: R) => number;
  updatedText: string;
  /** Partners: the sponsor ledger's benefits checklist in read mode. */
  benefitsLedger?: boolean;
}
