import type { Partner } from '../records';
import type { SchoolSettings } from '../settings';
import { levelBenefits } from './goods-services';
import type { ReceiptContent } from './receipt-content';
import { formatSchoolLongDate } from './receipt-dates';
import { documentNumber, money, organizationParts } from './receipt-org';

/** The memo line the Community Partner page's check instructions ask for. */
export const CHECK_MEMO = 'Community Partnership';

/**
 * A company's check pledge from the public page, confirmed with an invoice its accounts payable can pay:
 * amount, level, payee, memo, mailing address and the office's email. Not a tax receipt: that follows when the
 * check is recorded.
 */
export function pledgeInvoice(input: {
  record: Partner;
  settings: SchoolSettings;
  mailId: string;
  issuedAt: Date;
}): ReceiptContent {
  const { record, settings } = input;
  const org = organizationParts(settings);
  const level = levelBenefits(record, settings);
  const amount = money(record.partnership_amount);
  const number = documentNumber('INV', input.mailId);
  const payee = settings.organization.organizationName;
  return {
    kind: 'pledge',
    title: 'Sponsorship Pledge and Invoice',
    subject: `Your ${level.name} sponsorship pledge and invoice from ${payee} (${amount})`,
    numberLabel: 'Invoice no.',
    number,
    issuedOn: formatSchoolLongDate(settings.time_zone, input.issuedAt),
    ...org,
    greeting: `Dear ${record.contact_name || record.company_name},`,
    paragraphs: [
      `Thank you for pledging to sponsor the ${settings.organization.fundName} as a ${level.name} Community ` +
        `Partner. This invoice is for your records and your accounts payable.`,
    ],
    facts: [
      { label: 'Bill to', value: record.company_name },
      { label: 'Contact', value: record.contact_name },
      { label: 'Pledged on', value: formatSchoolLongDate(settings.time_zone, record.created_at) },
      { label: 'Amount due', value: amount },
      { label: 'Make check payable to', value: payee },
      { label: 'Memo', value: CHECK_MEMO },
      { label: 'Mail to', value: settings.organization.mailingAddress },
    ],
    table: {
      caption: 'Invoice',
      columns: ['Description', 'Amount'],
      rows: [[`${level.name} Community Partnership, ${settings.organization.fundName}`, amount]],
      total: ['Total due', amount],
      amountsFrom: 1,
    },
    goodsServices: {
      heading: `What the ${level.name} sponsorship includes`,
      statement:
        level.lines.length > 0
          ? 'Your receipt will state the estimated value of these benefits and the deductible part of your payment.'
          : settings.receipts.noGoodsStatement,
      benefits: level.lines,
    },
    notes: [
      `Please write "${CHECK_MEMO}" and invoice number ${number} on the memo line.`,
      `Questions about this invoice: ${settings.organization.officeEmail}.`,
      'This invoice is not a tax receipt: we will send your receipt when your check arrives.',
    ],
    fileName: `invoice-${number}.pdf`,
  };
}
