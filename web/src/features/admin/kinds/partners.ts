import { partnerExportFields, partnerQuickExportCsv } from '@hope/domain/csv';
import {
  applyPartnerFilters,
  defaultPartnerSort,
  emptyPartnerFilters,
  partnerLevelLabel,
  partnerPledged,
  partnerQuickFilterLabels,
  partnerQuickFilterSchema,
  yesNoLabel,
  type PartnerFilters,
  type PartnerSort,
} from '@hope/domain/lists';
import { messages } from '@hope/domain/messages';
import {
  addPartnerFormSchema,
  emptyAddPartnerForm,
  partnerEditForm,
  partnerEditUpdate,
  validateAddPartner,
  type AddPartnerForm,
} from '@hope/domain/office';
import { paymentMethodLabel, PARTNERS_COLLECTION, type PartnerRecord } from '@hope/domain/records';
import { useLivePartners } from '../data/useLiveRecords';
import { levelOptions, partnerEditBounds, partnerFormDescription } from './partners-form';
import { withBounds } from './record-form';
import { defineKind } from './record-kind';
import {
  additionalDetails,
  money,
  paymentDate,
  paymentDetails,
  statusColumns,
  statusText,
  text,
  unpaid,
} from './shared-details';

/** Community partners: the companies that sponsor a level (card, installments or check). */
export const partnersKind = defineKind<PartnerRecord, PartnerFilters, PartnerSort, AddPartnerForm>({
  path: '/admin/partners',
  access: { list: 'read', add: 'editRecords', export: 'editRecords' },
  collection: PARTNERS_COLLECTION,
  useRecords: useLivePartners,
  title: 'Community Partners',
  navLabel: 'Partners',
  noun: 'partners',
  one: 'partner',
  list: {
    searchLabel: 'Search by company, contact, level or email',
    emptyText: messages.empty.partners,
    apply: applyPartnerFilters,
    emptyFilters: emptyPartnerFilters,
    defaultSort: defaultPartnerSort,
    // Company names run long ('Sunrise Community Dental & Orthodontics'): four short lines of them fit a row.
    rowHeight: 72,
    columns: [
      { label: 'Company', sortField: 'company_name', cell: (r) => r.company_name, wrap: true },
      // A contact's name is shorter than a company's: the company gets the rest of the row.
      { label: 'Contact', sortField: 'contact_name', cell: (r) => r.contact_name, wrap: true, width: '9rem' },
      { label: 'Level', sortField: 'partnership_level', cell: partnerLevelLabel, width: '7rem' },
      {
        label: 'Amount',
        sortField: 'amount',
        cell: (r) => money(partnerPledged(r)),
        numeric: true,
        width: '8.5rem',
      },
      ...statusColumns,
      {
        label: 'Payment Date',
        sortField: 'payment_completed_at',
        cell: paymentDate,
        muted: unpaid,
        width: '9.5rem',
      },
    ],
    card: {
      title: (r) => r.company_name,
      amount: (r) => money(partnerPledged(r)),
      lines: (r, timeZone) => [
        [partnerLevelLabel(r), paymentMethodLabel(r), paymentDate(r, timeZone)].filter(Boolean).join(' · '),
        statusText(r),
        r.contact_name,
      ],
    },
    quickFilters: (settings) => {
      const labels = partnerQuickFilterLabels(settings);
      return partnerQuickFilterSchema.options.map((id) => ({ id, label: labels[id] }));
    },
    filterControls: [
      {
        control: 'checks',
        key: 'levels',
        label: 'Partnership Levels',
        options: levelOptions,
      },
      {
        control: 'select',
        key: 'benefits',
        label: 'Benefits',
        options: [
          { value: 'all', label: 'All' },
          { value: 'owed', label: 'Benefits owed' },
          { value: 'delivered', label: 'All delivered' },
        ],
      },
      {
        control: 'select',
        key: 'contactInfo',
        label: 'Contact Info',
        options: [
          { value: 'all', label: 'All' },
          { value: 'complete', label: 'Complete' },
          { value: 'incomplete', label: 'Incomplete' },
        ],
      },
    ],
    addLabel: 'Add Partner',
    quickExport: partnerQuickExportCsv,
  },
  details: {
    title: 'Partner Details',
    heading: (r) => r.company_name,
    sections: [
      {
        title: 'Basic Information',
        fields: [
          { label: 'Company Name', value: (r) => r.company_name },
          { label: 'Contact Name', value: (r) => r.contact_name },
          { label: 'Contact Phone', value: (r) => r.contact_phone },
          { label: 'Email Address', value: (r) => r.email },
          { label: 'Partnership Level', value: partnerLevelLabel },
          { label: 'Partnership Amount', value: (r) => money(r.partnership_amount) },
          { label: 'Pay by Check', value: (r) => yesNoLabel(r.pay_by_check) },
          { label: 'Banner', value: (r) => text(r.banner) },
          { label: 'Website', value: (r) => text(r.website) },
        ],
      },
      paymentDetails<PartnerRecord>([
        { label: 'Stripe Product ID', value: (r) => text(r.stripe_product_id) },
      ]),
      additionalDetails,
    ],
    edit: withBounds(partnerFormDescription, partnerEditBounds),
    toForm: partnerEditForm,
    toUpdate: partnerEditUpdate,
    amount: (r) => r.partnership_amount,
    updatedText: messages.admin.partnerUpdated,
    benefitsLedger: true,
  },
  add: {
    title: 'Add Community Partner Record',
    // The Payment Reference typed in this form is not saved (buildPartnerRecord stores null); an edit sets it.
    fields: partnerFormDescription,
    schema: addPartnerFormSchema,
    empty: emptyAddPartnerForm,
    requiredField: 'company_name',
    validate: validateAddPartner,
    saveLabel: 'Save Partner Record',
    successText: messages.admin.partnerAdded,
  },
  export: { title: 'Export Partners', fields: partnerExportFields },
});
