import type { SchoolSettings } from '../settings';
import type { ReceiptContent } from './receipt-content';
import { formatTableDate } from './receipt-dates';
import { documentNumber, organizationParts } from './receipt-org';
import { receiptVoice, type ReceiptVoice } from './receipt-voice';
import type { DonorStatement } from './year-end';

/** Gifts are marked * only when some came with goods or services and others did not. */
function marked(statement: DonorStatement): boolean {
  const withGoods = statement.gifts.filter((gift) => gift.withGoods).length;
  return withGoods > 0 && withGoods < statement.gifts.length;
}

/** What the goods-or-services paragraph of a statement says, from what came with its gifts. */
function statementGoods(statement: DonorStatement, { settings, words }: ReceiptVoice): string {
  const withGoods = statement.gifts.filter((gift) => gift.withGoods);
  if (withGoods.length === 0) return settings.receipts.noGoodsStatement;
  const parts: string[] = [];
  if (marked(statement)) parts.push(words.statement.markedCameWithGoods);
  if (withGoods.some((gift) => gift.tShirt)) parts.push(settings.receipts.tShirtStatement);
  if (withGoods.some((gift) => !gift.tShirt)) parts.push(words.statement.benefitsInReturn);
  if (marked(statement)) parts.push(words.statement.noGoodsForOthers);
  return parts.join(' ');
}

/**
 * A donor's year-end statement, in the statement's language: each gift received in the year with its date and
 * amount, and the total.
 */
export function yearEndStatementContent(input: {
  statement: DonorStatement;
  year: number;
  settings: SchoolSettings;
  mailId: string;
  issuedAt: Date;
}): ReceiptContent {
  const { statement, year } = input;
  const voice = receiptVoice(input.settings, statement.language);
  const { settings, money, language } = voice;
  const words = voice.words.statement;
  const org = organizationParts(settings, voice.words);
  const count = statement.gifts.length;
  const showDeductible = statement.deductibleTotal !== statement.total;
  const deductible = (value: number | null) =>
    value === null ? voice.words.receipt.deductibleToBeConfirmed : money(value);
  const columns = [words.date, words.gift, words.amount, ...(showDeductible ? [words.deductible] : [])];
  const number = documentNumber('S', input.mailId);
  return {
    kind: 'statement',
    language,
    title: words.title(year),
    subject: words.subject(year, settings.organization.organizationName),
    numberLabel: words.numberLabel,
    number,
    issuedOn: voice.date(input.issuedAt),
    ...org,
    greeting: voice.words.dear(statement.name),
    paragraphs: [
      words.thanks(count, settings.organization.fundName, year, money(statement.total)),
      settings.receipts.thankYou,
    ],
    facts: [
      { label: words.donor, value: statement.name },
      { label: words.year, value: String(year) },
      { label: words.giftsReceived, value: String(count) },
      { label: words.totalReceived, value: money(statement.total) },
      { label: words.deductibleTotal, value: deductible(statement.deductibleTotal) },
    ],
    table: {
      caption: words.caption(year),
      columns,
      rows: statement.gifts.map((gift) => [
        formatTableDate(settings.time_zone, gift.received_at, language),
        `${gift.description}${gift.withGoods && marked(statement) ? ' *' : ''}`,
        money(gift.amount),
        ...(showDeductible ? [deductible(gift.deductible)] : []),
      ]),
      total: [
        '',
        words.total,
        money(statement.total),
        ...(showDeductible ? [deductible(statement.deductibleTotal)] : []),
      ],
      amountsFrom: 2,
    },
    goodsServices: {
      heading: voice.words.goodsServicesHeading,
      statement: statementGoods(statement, voice),
      benefits: [],
    },
    notes: [words.keep],
    fileName: words.fileName(year, number),
  };
}
