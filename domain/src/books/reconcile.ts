import { formatCents } from '../money';
import type { Payout, PayoutLine } from './payout';

export type PayoutTotals = {
  /** Sums of the lines, in cents. */
  gross: number;
  fee: number;
  net: number;
  /**
   * The gross of what came in (charges), went back out (refunds), was taken or given back by disputes, and
   * anything else; with the fees apart, they add up: charges + refunds + disputes + other - fee = net.
   */
  charges: number;
  refunds: number;
  disputes: number;
  other: number;
  /** Lines whose money names no record of ours. */
  unattributed: number;
};

const REFUNDS = new Set(['refund', 'refund_failure', 'partial_capture_reversal']);
const DISPUTES = new Set(['dispute', 'dispute_reversal']);

/** What a line is, for the totals: refund lines include a failed refund's money coming back. */
export function lineKind(
  line: Pick<PayoutLine, 'reporting_category'>,
): 'charge' | 'refund' | 'dispute' | 'other' {
  if (line.reporting_category === 'charge') return 'charge';
  if (REFUNDS.has(line.reporting_category)) return 'refund';
  if (DISPUTES.has(line.reporting_category)) return 'dispute';
  return 'other';
}

export function payoutTotals(lines: readonly PayoutLine[]): PayoutTotals {
  const totals: PayoutTotals = {
    gross: 0,
    fee: 0,
    net: 0,
    charges: 0,
    refunds: 0,
    disputes: 0,
    other: 0,
    unattributed: 0,
  };
  for (const line of lines) {
    totals.gross += line.gross;
    totals.fee += line.fee;
    totals.net += line.net;
    const kind = lineKind(line);
    if (kind === 'charge') totals.charges += line.gross;
    else if (kind === 'refund') totals.refunds += line.gross;
    else if (kind === 'dispute') totals.disputes += line.gross;
    else totals.other += line.gross;
    if (!line.record) totals.unattributed += 1;
  }
  return totals;
}

export type BalanceCheck =
  | { balanced: true; totals: PayoutTotals }
  | { balanced: false; totals: PayoutTotals; difference: number; message: string };

/** The lines that cannot be right on their own, whatever the payout: they say why a sum is off. */
function faultyLines(payout: Pick<Payout, 'currency'>, lines: readonly PayoutLine[]): string[] {
  const reasons: string[] = [];
  for (const line of lines) {
    if (line.currency !== payout.currency) {
      reasons.push(`${line.balance_transaction} is in ${line.currency}, the payout in ${payout.currency}`);
    } else if (line.gross - line.fee !== line.net) {
      reasons.push(
        `${line.balance_transaction}'s net ${formatCents(line.net)} is not its gross ${formatCents(line.gross)} less its fee ${formatCents(line.fee)}`,
      );
    }
  }
  return reasons;
}

/**
 * Whether the lines add up to the payout to the cent, and, when they do not, by how much and why: a line that
 * is wrong on its own, or else lines missing from the listing (short) or lines the payout did not settle (over).
 */
export function checkPayoutBalance(
  payout: Pick<Payout, 'payout_id' | 'amount' | 'currency'>,
  lines: readonly PayoutLine[],
): BalanceCheck {
  const totals = payoutTotals(lines);
  const difference = totals.net - payout.amount;
  const reasons = faultyLines(payout, lines);
  if (difference === 0 && reasons.length === 0) return { balanced: true, totals };
  const off =
    difference === 0
      ? `Its ${lines.length} lines sum to its ${formatCents(payout.amount)}, but`
      : `Its ${lines.length} lines sum to ${formatCents(totals.net)}, ${formatCents(Math.abs(difference))} ${difference < 0 ? 'less' : 'more'} than its ${formatCents(payout.amount)}:`;
  const why =
    reasons.length > 0
      ? `${reasons.slice(0, 3).join('; ')}${reasons.length > 3 ? ` and ${reasons.length - 3} more` : ''}.`
      : difference < 0
        ? 'some of the transactions it settled are missing from the listing.'
        : 'the listing holds transactions this payout did not settle.';
  return {
    balanced: false,
    totals,
    difference,
    message: `Payout ${payout.payout_id} does not balance. ${off} ${why}`,
  };
}
