import type { SchoolSettings } from '../settings';
import { formatSchoolDate } from '../time';
import type { ReceiptContent } from './receipt-content';
import { formatSchoolLongDate } from './receipt-dates';
import { documentNumber, money, organizationParts } from './receipt-org';
import type { DonorStatement } from './year-end';

/** Gifts are marked * only when some came with goods or services and others did not. */
function marked(statement: DonorStatement): boolean {
  const withGoods = statement.gifts.filter((gift) => gift.withGoods).length;
  return withGoods > 0 && withGoods < statement.gifts.length;
}

/** What the goods-or-services paragraph of a statement says, from what came with its gifts. */
function statementGoods(statement: DonorStatement, settings: SchoolSettings): string {
  const withGoods = statement.gifts.filter((gift) => gift.withGoods);
  if (withGoods.length === 0) return settings.receipts.noGoodsStatement;
  const parts: string[] = [];
  if (marked(statement)) parts.push('The gifts marked * came with goods or services.');
  if (withGoods.some((gift) => gift.tShirt)) parts.push(settings.receipts.tShirtStatement);
  if (withGoods.some((gift) => !gift.tShirt)) {
    parts.push(
      'Sponsorship benefits were provided in return: the Deductible column shows each payment less the ' +
        'estimated value of those benefits.',
    );
  }
  if (marked(statement)) parts.push('No goods or services were provided in exchange for the other gifts.');
  return parts.join(' ');
}

/** A donor's year-end statement: each gift received in the year with its date and amount, and the total. */
export function yearEndStatementContent(input: {
  statement: DonorStatement;
  year: number;
  settings: SchoolSettings;
  mailId: string;
  issuedAt: Date;
}): ReceiptContent {
  const { statement, year, settings } = input;
  const org = organizationParts(settings);
  const count = statement.gifts.length;
  const showDeductible = statement.deductibleTotal !== statement.total;
  const columns = ['Date', 'Gift', 'Amount', ...(showDeductible ? ['Deductible'] : [])];
  const number = documentNumber('S', input.mailId);
  return {
    kind: 'statement',
    title: `Year-End Giving Statement ${year}`,
    subject: `Your ${year} giving statement from ${settings.organization.organizationName}`,
    numberLabel: 'Statement no.',
    number,
    issuedOn: formatSchoolLongDate(settings.time_zone, input.issuedAt),
    ...org,
    greeting: `Dear ${statement.name},`,
    paragraphs: [
      `Thank you for your ${count === 1 ? 'gift' : `${count} gifts`} to the ${settings.organization.fundName} ` +
        `in ${year}, ${money(statement.total)} in all. This statement lists each gift we received from you that year.`,
      settings.receipts.thankYou,
    ],
    facts: [
      { label: 'Donor', value: statement.name },
      { label: 'Year', value: String(year) },
      { label: 'Gifts received', value: String(count) },
      { label: 'Total received', value: money(statement.total) },
      { label: 'Tax-deductible total', value: money(statement.deductibleTotal) },
    ],
    table: {
      caption: `Gifts received in ${year}`,
      columns,
      rows: statement.gifts.map((gift) => [
        formatSchoolDate(settings.time_zone, gift.received_at),
        `${gift.description}${gift.withGoods && marked(statement) ? ' *' : ''}`,
        money(gift.amount),
        ...(showDeductible ? [money(gift.deductible)] : []),
      ]),
      total: [
        '',
        'Total',
        money(statement.total),
        ...(showDeductible ? [money(statement.deductibleTotal)] : []),
      ],
      amountsFrom: 2,
    },
    goodsServices: {
      heading: 'Goods or services provided',
      statement: statementGoods(statement, settings),
      benefits: [],
    },
    notes: ['Please keep this statement for your tax records.'],
    fileName: `statement-${year}-${number}.pdf`,
  };
}
