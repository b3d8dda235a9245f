import type { EventPayment } from '../records';
import type { StoredRecord } from '../records';
import type { SchoolSettings } from '../settings';
import { goodsAndServices, isPartner, levelBenefits } from './goods-services';
import { managePlanLink } from './plan-link';
import type { ReceiptContent, ReceiptFact, ReceiptKind } from './receipt-content';
import { matchingParts } from './receipt-matching';
import { documentNumber, organizationParts } from './receipt-org';
import { receiptVoice, type ReceiptVoice } from './receipt-voice';
import type { ReceiptWords } from './words';

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

/** The name a letter greets: a company's contact (the company without one), or the parent. */
export function greetedName(record: StoredRecord): string {
  return isPartner(record) ? record.contact_name || record.company_name : record.parent_name;
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

/** A Stripe payment made from a bank account (its charge says so); every other one was a card. */
function fromBank(record: StoredRecord, payment: EventPayment): boolean {
  return payment.method === 'card' && record.stripe_charges?.[payment.key]?.method === 'us_bank_account';
}

function paidBy(record: StoredRecord, payment: EventPayment, words: ReceiptWords): string {
  if (payment.method === 'check') return words.receipt.check(checkNumber(record, payment.key));
  if (payment.method === 'cash') return words.receipt.cash;
  return fromBank(record, payment) ? words.receipt.bank : words.receipt.card;
}

/** What the payment was for, in one line. */
function purpose(
  record: StoredRecord,
  payment: EventPayment,
  voice: ReceiptVoice,
  levelName: string,
): string {
  const { words, money } = voice;
  const fundName = voice.settings.organization.fundName;
  const part =
    payment.installment && payment.of && payment.of > 1
      ? { installment: payment.installment, of: payment.of }
      : null;
  if (isPartner(record))
    return words.receipt.sponsorshipFor(levelName, fundName, money(record.partnership_amount), part);
  if (part) return words.receipt.monthlyFor(fundName, part, money(record.pledge_amt ?? 0));
  return words.receipt.giftFor(fundName);
}

/**
 * The acknowledgment of one payment received: a card gift, a monthly installment, a sponsorship payment or
 * a check, in the record's language. It carries what the IRS asks of a written acknowledgment: the
 * organization's name and tax-exempt number, the donor's name, the amount and date received, and the
 * goods-or-services statement.
 */
export function paymentReceipt(input: PaymentReceiptInput): ReceiptContent {
  const { record, payment } = input;
  const voice = receiptVoice(input.settings, record.language);
  const { settings, words, money, language } = voice;
  const org = organizationParts(settings, words);
  const kind = receiptKind(record, payment);
  const name = recipientName(record);
  const levelName = isPartner(record) ? levelBenefits(record, settings, language).name : '';
  const goods = goodsAndServices(record, payment, settings, language);
  const received = voice.date(payment.received_at);
  const facts: ReceiptFact[] = [{ label: words.receipt.receivedFrom, value: name }];
  if (isPartner(record)) facts.push({ label: words.receipt.contact, value: record.contact_name });
  facts.push(
    { label: words.receipt.amountReceived, value: money(payment.amount) },
    { label: words.receipt.dateReceived, value: received },
    { label: words.receipt.paidBy, value: paidBy(record, payment, words) },
    { label: words.receipt.for, value: purpose(record, payment, voice, levelName) },
  );
  if (payment.amount > payment.gift) {
    facts.push({
      label: fromBank(record, payment) ? words.receipt.bankFeesCovered : words.receipt.cardFeesCovered,
      value: words.receipt.cardFeesValue(money(payment.amount - payment.gift)),
    });
  }
  const matching = matchingParts(record, payment, voice);
  if (matching) facts.push(matching.fact);
  facts.push({
    label: words.receipt.deductibleAmount,
    value: goods.deductible === null ? words.receipt.deductibleToBeConfirmed : money(goods.deductible),
  });
  const number = documentNumber('R', input.mailId);
  return {
    kind,
    language,
    title: isPartner(record) ? words.receipt.sponsorshipTitle : words.receipt.donationTitle,
    subject: (payment.replaces ? words.receipt.correctedSubject : words.receipt.subject)(
      settings.organization.organizationName,
      money(payment.amount),
      received,
    ),
    numberLabel: words.receipt.numberLabel,
    number,
    issuedOn: voice.date(input.issuedAt),
    ...org,
    greeting: words.dear(greetedName(record)),
    paragraphs: [
      ...(payment.replaces
        ? [words.receipt.replaces(money(payment.replaces.amount), voice.date(payment.replaces.received_at))]
        : []),
      words.receipt.weReceived(kind === 'check', money(payment.amount), received),
      settings.receipts.thankYou,
      ...(matching ? [matching.note] : []),
    ],
    facts,
    table: null,
    goodsServices: {
      heading: words.goodsServicesHeading,
      statement: goods.statement,
      benefits: goods.benefits,
    },
    link: managePlanLink(record, payment, input.manageUrl, words),
    notes: [words.receipt.keep],
    fileName: words.receipt.fileName(number),
  };
}
