import { incomeKindLabels, incomeKinds } from './income-split';
import type { CardsInTransit } from './in-transit';
import type { MonthReport, YearReport } from './month-report';
import type { OutsideDepositItem } from './outside-deposits';
import type { Tally } from './tally';
import { batchLabel } from '../deposits';

/** One line of a report as the screen and the CSV show it: a section, a label and signed cents. */
export interface ReportRow {
  section: string;
  label: string;
  cents: number;
  /** A subtotal or total, shown in bold. */
  total: boolean;
}

const ALL = 'All campaigns';
/** The section that names the cash and checks no second member signed off in a deposit. */
export const OUTSIDE_DEPOSITS_SECTION = 'Recorded by one member, not in a signed-off deposit';

function tallyRows(section: string, tally: Tally): ReportRow[] {
  const row = (label: string, cents: number, total = false) => ({ section, label, cents, total });
  return [
    ...incomeKinds.map((kind) => row(incomeKindLabels[kind], tally.income[kind])),
    row('Gross income', tally.gross, true),
    row('Refunds', tally.refunds),
    row('Disputes', tally.disputes),
    row('Stripe fees', tally.fees),
    row('Net', tally.net, true),
  ];
}

/** Each payment one member recorded outside a deposit, then their total; nothing when there is none. */
function outsideRows(items: readonly OutsideDepositItem[]): ReportRow[] {
  if (items.length === 0) return [];
  const section = OUTSIDE_DEPOSITS_SECTION;
  return [
    ...items.map((item) => ({
      section,
      label: `${item.label}, ${item.name}, deposited ${item.day}, recorded by ${item.recordedBy}`,
      cents: item.cents,
      total: false,
    })),
    {
      section,
      label: 'Total recorded by one member',
      cents: items.reduce((sum, item) => sum + item.cents, 0),
      total: true,
    },
  ];
}

/**
 * The month's report, section by section: each campaign, all campaigns, how it came in, the cash and checks
 * recorded outside a signed-off deposit, deposits in transit.
 */
export function monthReportRows(report: MonthReport): ReportRow[] {
  const { total, inTransit } = report;
  const transit = 'Deposits in transit';
  return [
    ...report.campaigns.flatMap((campaign) => tallyRows(campaign.name, campaign.tally)),
    ...(report.campaigns.length === 1 ? [] : tallyRows(ALL, total)),
    { section: 'Received by', label: 'Card', cents: total.methods.card, total: false },
    // Bank payments are offered only where the school turned them on: their lines appear once there are some.
    ...(total.methods.bank
      ? [
          { section: 'Received by', label: 'Bank account', cents: total.methods.bank, total: false },
          {
            section: 'Received by',
            label: 'Fees saved by bank payments (against the same payments by card)',
            cents: total.bankSaved,
            total: false,
          },
        ]
      : []),
    { section: 'Received by', label: 'Check', cents: total.methods.check, total: false },
    { section: 'Received by', label: 'Cash', cents: total.methods.cash, total: false },
    ...outsideRows(report.outsideDeposits),
    {
      section: transit,
      label: `Card money not yet paid out (${cardCounts(inTransit.cards)}), net of fees`,
      cents: inTransit.cards.cents,
      total: false,
    },
    ...inTransit.batches.map((batch) => ({
      section: transit,
      label: batch.deposited_on
        ? `${batchLabel(batch)}, signed off ${batch.deposited_on}`
        : `${batchLabel(batch)}, held in the office, not signed off by the month's end`,
      cents: batch.cents,
      total: false,
    })),
    ...inTransit.outside.map((day) => ({
      section: transit,
      label: `Cash and checks recorded outside a deposit batch on ${day.day} (${day.items.length} ${day.items.length === 1 ? 'item' : 'items'})`,
      cents: day.cents,
      total: false,
    })),
    { section: transit, label: 'Total in transit', cents: inTransit.total, total: true },
  ];
}

/** '3 payments, 1 refund, 1 dispute': the counts that are not zero ('none' when all are). */
function cardCounts(cards: CardsInTransit): string {
  const counts = [
    [cards.payments, 'payment'],
    [cards.refunds, 'refund'],
    [cards.disputes, 'dispute'],
  ] as const;
  const parts = counts
    .filter(([count]) => count > 0)
    .map(([count, word]) => `${count} ${word}${count === 1 ? '' : 's'}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** The year's Form 990 figures, by campaign and in all. */
export function yearReportRows(report: YearReport): ReportRow[] {
  const sections = [
    ...report.campaigns.map((campaign) => ({ name: campaign.name, figures: campaign.figures })),
    ...(report.campaigns.length === 1 ? [] : [{ name: ALL, figures: report.total }]),
  ];
  return sections.flatMap(({ name, figures }) => [
    { section: name, label: 'Gross receipts', cents: figures.gross_receipts, total: true },
    { section: name, label: 'Contributions', cents: figures.contributions, total: false },
    {
      section: name,
      label: 'Goods and services given in return',
      cents: figures.goods_services,
      total: false,
    },
    { section: name, label: 'Advertising income', cents: figures.advertising, total: false },
    { section: name, label: 'Stripe fees (not deducted above)', cents: figures.fees, total: false },
  ]);
}
