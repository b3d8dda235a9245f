import { centsToDollars, toCents } from '../money';
import { pledgeAmountCents } from './pledge-amount';
import type { Pledge } from './pledge';

/**
 * A drive's money as the treasurer follows it: what the saved pledges will charge at the counts entered (those
 * not counted yet are waiting), what was charged, what the cards refused, in dollars summed in cents.
 */
export interface DriveFigures {
  /** Saved pledges whose student is counted: the next "Charge pledges" charges them. */
  due: { pledges: number; amount: number };
  /** Saved pledges whose student has no count yet. */
  waiting: number;
  charged: { pledges: number; amount: number };
  failed: { pledges: number; amount: number };
  zero: number;
  cancelled: number;
}

type Counts = Readonly<Record<string, number>>;

/** What a pledge comes to at its student's count, in cents (null: not counted yet). */
export function pledgeDueCents(
  pledge: Pick<Pledge, 'rate' | 'most' | 'page_code'>,
  counts: Counts,
): number | null {
  const count = counts[pledge.page_code];
  return count === undefined ? null : pledgeAmountCents(pledge, count);
}

export function driveFigures(pledges: readonly Pledge[], counts: Counts): DriveFigures {
  const cents = { due: 0, charged: 0, failed: 0 };
  const figures: DriveFigures = {
    due: { pledges: 0, amount: 0 },
    waiting: 0,
    charged: { pledges: 0, amount: 0 },
    failed: { pledges: 0, amount: 0 },
    zero: 0,
    cancelled: 0,
  };
  for (const pledge of pledges) {
    if (pledge.status === 'saved') {
      const due = pledgeDueCents(pledge, counts);
      if (due === null) figures.waiting += 1;
      else {
        figures.due.pledges += 1;
        cents.due += due;
      }
    } else if (pledge.status === 'charged') {
      figures.charged.pledges += 1;
      cents.charged += toCents(pledge.charged_amount ?? 0);
    } else if (pledge.status === 'failed') {
      figures.failed.pledges += 1;
      cents.failed += pledgeDueCents(pledge, counts) ?? 0;
    } else if (pledge.status === 'zero') figures.zero += 1;
    else if (pledge.status === 'cancelled') figures.cancelled += 1;
  }
  figures.due.amount = centsToDollars(cents.due);
  figures.charged.amount = centsToDollars(cents.charged);
  figures.failed.amount = centsToDollars(cents.failed);
  return figures;
}
