import type { EventPayment } from '../records';
import type { StoredRecord } from '../records';
import type { SchoolSettings } from '../settings';
import { goodsAndServices, isPartner, levelBenefits } from './goods-services';
import { managePlanLink } from './plan-link';
import type { ReceiptContent, ReceiptFact, ReceiptKind } from './receipt-content';
import { formatSchoolLongDate } from './receipt-dates';
import { documentNumber, money, organizationParts } from './receipt-org';

export interface PaymentReceiptInput {
  record: StoredRecord;
  payment: EventPayment;
  settings: SchoolSettings;
  /** The message's id: the receipt number is derived from it. */
  mailId: string;
  issuedAt: Date;
  /** The signed "Manage my monthly gift" address of the record, used when the receipt calls for it. */
  manageUrl?: string | null;
}

/** Who a record's mail is addressed to: the parent, or the company (its contact named beside it). */
export function recipientName(record: StoredRecord): string {
  return isPartner(record) ? record.company_name : record.parent_name;
}

export function receiptKind(record: StoredRecord, payment: Pick<EventPayment, 'method' | 'of'>): ReceiptKind {
  if (payment.method === 'check') return 'check';
  if (isPartner(record)) return 'sponsorship';
  return payment.of && payment.of > 1 ? 'installment' : 'gift';
}

/** The check number of a check payment ('check_1042' keys the record's checks by number). */
function checkNumber(record: StoredRecord, key: string): string {
  const stored = record.checks?.[key.replace(/^check_/, '')];
  return stored?.number ?? key.replace(/^check_/, '');
}

function paidBy(record: StoredRecord, payment: EventPayment): string {
  if (payment.method === 'check') return `Check #${checkNumber(record, payment.key)}`;
  return payment.method === 'cash' ? 'Cash' : 'Card';
}

/** What the payment was for, in one line. */
function purpose(record: StoredRecord, payment: EventPayment, fundName: string, levelName: string): string {
  const part =
    payment.installment && payment.of && payment.of > 1
      ? `payment ${payment.installment} of ${payment.of} of `
      : '';
  if (isPartner(record)) {
    const plan = part ? `, ${part.replace(/ of $/, '')}` : '';
    return `${levelName} sponsorship of the ${fundName} (${money(record.partnership_amount)})${plan}`;
  }
  if (part) return `Monthly gift to the ${fundName}: ${part}a ${money(record.pledge_amt ?? 0)} pledge`;
  return `Gift to the ${fundName}`;
}

/**
 * The acknowledgment of one payment received: a card gift, a monthly installment, a sponsorship payment or
 * a check. It carries what the IRS asks of a written acknowledgment: the organization's name and tax-exempt
 * number, the donor's name, the amount and date received, and the goods-or-services statement.
 */
export function paymentReceipt(input: PaymentReceiptInput): ReceiptContent {
  const { record, payment, settings } = input;
  const org = organizationParts(settings);
  const kind = receiptKind(record, payment);
  const name = recipientName(record);
  const levelName = isPartner(record) ? levelBenefits(record, settings).name : '';
  const goods = goodsAndServices(record, payment, settings);
  const received = formatSchoolLongDate(settings.time_zone, payment.received_at);
  const facts: ReceiptFact[] = [{ label: 'Received from', value: name }];
  if (isPartner(record)) facts.push({ label: 'Contact', value: record.contact_name });
  facts.push(
    { label: 'Amount received', value: money(payment.amount) },
    { label: 'Date received', value: received },
    {
      label: 'Paid by',
      value: paidBy(record, payment),
    },
    { label: 'For', value: purpose(record, payment, settings.organization.fundName, levelName) },
  );
  if (payment.amount > payment.gift) {
    facts.push({
      label: 'Card fees covered',
      value: `${money(payment.amount - payment.gift)} of the amount (thank you)`,
    });
  }
  facts.push({ label: 'Tax-deductible amount', value: money(goods.deductible) });
  const title = isPartner(record) ? 'Sponsorship Receipt' : 'Donation Receipt';
  return {
    kind,
    title,
    subject: `Your receipt from ${settings.organization.organizationName}: ${money(payment.amount)} received ${received}`,
    numberLabel: 'Receipt no.',
    number: documentNumber('R', input.mailId),
    issuedOn: formatSchoolLongDate(settings.time_zone, input.issuedAt),
    ...org,
    greeting: `Dear ${isPartner(record) ? record.contact_name || name : name},`,
    paragraphs: [
      `We received your ${kind === 'check' ? 'check' : 'payment'} of ${money(payment.amount)} on ${received}.`,
      settings.receipts.thankYou,
    ],
    facts,
    table: null,
    goodsServices: {
      heading: 'Goods or services provided',
      statement: goods.statement,
      benefits: goods.benefits,
    },
    link: managePlanLink(record, payment, input.manageUrl),
    notes: ['Please keep this receipt for your tax records.'],
    fileName: `receipt-${documentNumber('R', input.mailId)}.pdf`,
  };
}
