import { noCents, splitIncome, type IncomeShares, type KindCents } from './income-split';
import { stripeFeeCents } from '../money';
import type { MoneyEvent, PaymentMethod } from './money-events';

/**
 * A period's money, in signed integer cents: payments received by kind and by method, what was given back
 * (refunds, disputes; also by kind, for the Form 990), Stripe's fees as a cost, and the net.
 */
export interface Tally {
  income: KindCents;
  returned: KindCents;
  methods: Record<PaymentMethod, number>;
  gross: number;
  refunds: number;
  disputes: number;
  fees: number;
  net: number;
  /** What the payments from bank accounts saved in fees against the same payments by card. */
  bankSaved: number;
}

export function emptyTally(): Tally {
  return {
    income: noCents(),
    returned: noCents(),
    methods: { card: 0, bank: 0, check: 0, cash: 0 },
    gross: 0,
    refunds: 0,
    disputes: 0,
    fees: 0,
    net: 0,
    bankSaved: 0,
  };
}

export function addEvent(tally: Tally, shares: IncomeShares, event: MoneyEvent): void {
  if (event.type === 'payment') {
    splitIncome(shares, event.cents, tally.income);
    tally.methods[event.method] += event.cents;
    tally.gross += event.cents;
    if (event.method === 'bank') tally.bankSaved += stripeFeeCents(event.cents) + event.fee;
  } else {
    splitIncome(shares, event.cents, tally.returned);
    if (event.type === 'refund') tally.refunds += event.cents;
    else tally.disputes += event.cents;
  }
  tally.fees += event.fee;
  tally.net += event.cents + event.fee;
}

export function addTally(into: Tally, other: Tally): void {
  for (const key of Object.keys(into.income) as (keyof KindCents)[]) {
    into.income[key] += other.income[key];
    into.returned[key] += other.returned[key];
  }
  for (const key of Object.keys(into.methods) as PaymentMethod[]) into.methods[key] += other.methods[key];
  into.gross += other.gross;
  into.refunds += other.refunds;
  into.disputes += other.disputes;
  into.fees += other.fees;
  into.net += other.net;
  into.bankSaved += other.bankSaved;
}
