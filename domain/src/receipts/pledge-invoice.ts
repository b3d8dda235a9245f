import type { Partner } from '../records';
import type { SchoolSettings } from '../settings';
import { levelBenefits } from './goods-services';
import type { ReceiptContent } from './receipt-content';
import { documentNumber, organizationParts } from './receipt-org';
import { receiptVoice } from './receipt-voice';

/**
 * The memo line the Community Partner page's check instructions ask for, in English in every language: the
 * office matches checks by it, and the Spanish page asks for the same words.
 */
export const CHECK_MEMO = 'Community Partnership';

/**
 * A company's check pledge from the public page, confirmed with an invoice its accounts payable can pay:
 * amount, level, payee, memo, mailing address and the office's email. Not a tax receipt: that follows when the
 * check is recorded. Written in the record's language.
 */
export function pledgeInvoice(input: {
  record: Partner;
  settings: SchoolSettings;
  mailId: string;
  issuedAt: Date;
}): ReceiptContent {
  const { record } = input;
  const { settings, words, money, language, date } = receiptVoice(input.settings, record.language);
  const { invoice } = words;
  const org = organizationParts(settings, words);
  const level = levelBenefits(record, settings, language);
  const amount = money(record.partnership_amount);
  const number = documentNumber('INV', input.mailId);
  const payee = settings.organization.organizationName;
  const fund = settings.organization.fundName;
  return {
    kind: 'pledge',
    language,
    title: invoice.title,
    subject: invoice.subject(level.name, payee, amount),
    numberLabel: invoice.numberLabel,
    number,
    issuedOn: date(input.issuedAt),
    ...org,
    greeting: words.dear(record.contact_name || record.company_name),
    paragraphs: [invoice.thanks(fund, level.name)],
    facts: [
      { label: invoice.billTo, value: record.company_name },
      { label: invoice.contact, value: record.contact_name },
      { label: invoice.pledgedOn, value: date(record.created_at) },
      { label: invoice.amountDue, value: amount },
      { label: invoice.payableTo, value: payee },
      { label: invoice.memo, value: CHECK_MEMO },
      { label: invoice.mailTo, value: settings.organization.mailingAddress },
    ],
    table: {
      caption: invoice.caption,
      columns: [invoice.description, invoice.amount],
      rows: [[invoice.line(level.name, fund), amount]],
      total: [invoice.totalDue, amount],
      amountsFrom: 1,
    },
    goodsServices: {
      heading: invoice.includes(level.name),
      statement: level.lines.length > 0 ? invoice.receiptWillState : settings.receipts.noGoodsStatement,
      benefits: level.lines,
    },
    notes: [
      invoice.writeMemo(CHECK_MEMO, number),
      invoice.questions(settings.organization.officeEmail),
      invoice.notATaxReceipt,
    ],
    fileName: invoice.fileName(number),
  };
}
