import { csvFileName, partnerQuickExportCsv } from '@hope/domain/csv';
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
import { partnerEditForm, partnerEditUpdate, type AddPartnerForm } from '@hope/domain/office';
import { isVoided, PARTNERS_COLLECTION, type PartnerRecord } from '@hope/domain/records';
import { useLivePartners } from '../data/useLiveRecords';
import { levelOptions, partnerEditBounds, partnerFormDescription } from './partners-form';
import { withBounds } from './record-form';
import type { RecordKind } from './record-kind';
import { additionalDetails, money, paidOn, paymentDetails, text } from './shared-details';

export const partnersKind: RecordKind<PartnerRecord, PartnerFilters, PartnerSort, AddPartnerForm> = {
  id: 'partners',
  title: 'Community Partners',
  noun: 'partners',
  emptyText: messages.empty.partners,
  searchLabel: 'Search by company, contact, level or email',
  collection: PARTNERS_COLLECTION,
  useRecords: useLivePartners,
  list: applyPartnerFilters,
  emptyFilters: emptyPartnerFilters,
  defaultSort: defaultPartnerSort,
  columns: [
    { label: 'Company', sortField: 'company_name', cell: (r) => r.company_name },
    { label: 'Contact', sortField: 'contact_name', cell: (r) => r.contact_name },
    { label: 'Level', sortField: 'partnership_level', cell: partnerLevelLabel },
    { label: 'Amount', sortField: 'amount', cell: (r) => money(partnerPledged(r)), numeric: true },
    {
      label: 'Payment Date',
      sortField: 'payment_completed_at',
      cell: paidOn,
      muted: (r) => !r.payment_completed_at || isVoided(r),
    },
  ],
  card: {
    title: (r) => r.company_name,
    amount: (r) => money(partnerPledged(r)),
    lines: (r, timeZone) => [partnerLevelLabel(r), paidOn(r, timeZone), r.contact_name],
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
  add: { label: 'Add Partner', to: '/admin/partners/add' },
  exportTo: '/admin/partners/export',
  quickExport: {
    csv: partnerQuickExportCsv,
    fileName: (timeZone, now) => csvFileName(timeZone, 'partners', true, now),
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
    updateTarget: 'partner',
    benefitsLedger: true,
  },
};
