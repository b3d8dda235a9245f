import { donationExportFields, donationQuickExportCsv } from '@hope/domain/csv';
import {
  applyDonationFilters,
  defaultDonationSort,
  donationPledged,
  donationQuickFilterLabels,
  donationQuickFilterSchema,
  donationTypeLabel,
  donationTypeLabels,
  emptyDonationFilters,
  yesNoLabel,
  type DonationFilters,
  type DonationSort,
} from '@hope/domain/lists';
import { messages } from '@hope/domain/messages';
import {
  addDonationFormSchema,
  donationEditForm,
  donationEditUpdate,
  emptyAddDonationForm,
  validateAddDonation,
  type AddDonationForm,
} from '@hope/domain/office';
import {
  DONATIONS_COLLECTION,
  donationTypeSchema,
  paymentMethodLabel,
  type DonationRecord,
} from '@hope/domain/records';
import { useLiveDonations } from '../data/useLiveRecords';
import { donationEditBounds, donationFormDescription } from './donations-form';
import { withBounds } from './record-form';
import { defineKind } from './record-kind';
import {
  additionalDetails,
  listDate,
  money,
  paymentDetails,
  statusColumns,
  statusText,
  text,
  unpaid,
  yesNoOptions,
} from './shared-details';

/** Donations: every gift of a family (once, monthly or by check). */
export const donationsKind = defineKind<DonationRecord, DonationFilters, DonationSort, AddDonationForm>({
  path: '/admin/donations',
  access: { list: 'read', add: 'editRecords', export: 'editRecords' },
  collection: DONATIONS_COLLECTION,
  useRecords: useLiveDonations,
  title: 'Donations',
  navLabel: 'Donations',
  noun: 'donations',
  one: 'donation',
  list: {
    searchLabel: 'Search by parent name, type or email',
    emptyText: messages.empty.donations,
    apply: applyDonationFilters,
    emptyFilters: emptyDonationFilters,
    defaultSort: defaultDonationSort,
    columns: [
      { label: 'Parent Name', sortField: 'parent_name', cell: (r) => r.parent_name },
      {
        label: 'Total Pledged',
        sortField: 'amount',
        cell: (r) => money(donationPledged(r)),
        numeric: true,
        width: '10rem',
      },
      { label: 'Type', sortField: 'donation_type', cell: donationTypeLabel, width: '8rem' },
      ...statusColumns,
      { label: 'Date', sortField: 'payment_completed_at', cell: listDate, muted: unpaid, width: '9rem' },
    ],
    card: {
      title: (r) => r.parent_name,
      amount: (r) => money(donationPledged(r)),
      lines: (r, timeZone) => [
        [donationTypeLabel(r), paymentMethodLabel(r), listDate(r, timeZone)].filter(Boolean).join(' · '),
        statusText(r),
        text(r.email),
      ],
    },
    quickFilters: () =>
      donationQuickFilterSchema.options.map((id) => ({ id, label: donationQuickFilterLabels[id] })),
    filterControls: [
      {
        control: 'select',
        key: 'type',
        label: 'Donation Type',
        options: [
          { value: 'all', label: 'All types' },
          ...donationTypeSchema.options.map((type) => ({ value: type, label: donationTypeLabels[type] })),
        ],
      },
      { control: 'select', key: 'companyMatching', label: 'Company Matching', options: yesNoOptions },
      { control: 'select', key: 'hasStudentInfo', label: 'Has Student Info', options: yesNoOptions },
    ],
    addLabel: 'Add Record',
    quickExport: donationQuickExportCsv,
  },
  details: {
    title: 'Donation Details',
    heading: (r) => r.parent_name,
    sections: [
      {
        title: 'Basic Information',
        fields: [
          { label: 'Parent Name', value: (r) => r.parent_name },
          { label: 'Email Address', value: (r) => text(r.email) },
          { label: 'Donation Amount', value: (r) => money(r.donation_amount) },
          { label: 'Donation Type', value: donationTypeLabel },
          {
            label: 'Company Matching',
            // The employer the giver named, so the office can watch for the matching gift.
            value: (r) =>
              r.company_matching && r.matching_employer
                ? `${yesNoLabel(true)} · ${r.matching_employer}`
                : yesNoLabel(r.company_matching),
          },
        ],
      },
      paymentDetails<DonationRecord>(),
      additionalDetails,
    ],
    edit: withBounds(donationFormDescription, donationEditBounds),
    toForm: donationEditForm,
    toUpdate: donationEditUpdate,
    amount: (r) => r.donation_amount,
    updatedText: messages.admin.donationUpdated,
  },
  add: {
    title: 'Add Donation Record',
    fields: donationFormDescription,
    schema: addDonationFormSchema,
    empty: emptyAddDonationForm,
    requiredField: 'parent_name',
    validate: validateAddDonation,
    saveLabel: 'Save Donation Record',
    successText: messages.admin.donationAdded,
  },
  export: { title: 'Export Donations', fields: donationExportFields },
});
