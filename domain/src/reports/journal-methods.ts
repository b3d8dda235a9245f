import type { PayoutLine } from '../books';
import type { DepositItem } from '../deposits';
import { formatCents } from '../money';
import { paymentMethodLabels, type PaymentMethod, type StoredRecord } from '../records';

/*
 * How the money of a journal entry was paid, in the office's words (Card, Bank, Check, Cash), for the lines'
 * descriptions: a ledger's memo says which payments a deposit holds and, for a Stripe payout, what each method
 * cost in fees (a bank debit's 0.8% at most $5 beside a card's 2.9% + 30 cents).
 */

type Records = readonly (StoredRecord & { id: string })[];

/** Finds a payout line's method: its charge's, else its record's checkout; a card when neither says. */
export function payoutMethodLookup(records: Records): (line: PayoutLine) => PaymentMethod {
  const byKey = new Map<string, StoredRecord>();
  for (const record of records) {
    const collection = 'company_name' in record ? 'community_partners' : 'donations';
    byKey.set(`${collection}/${record.id}`, record);
  }
  return (line) => {
    const record = line.record ? byKey.get(`${line.record.collection}/${line.record.id}`) : undefined;
    const method = (line.source && record?.stripe_charges?.[line.source]?.method) || record?.checkout_method;
    return method === 'us_bank_account' ? 'bank' : 'card';
  };
}

/** 'Card $3.20, Bank $4.00': each method's fees in a payout, cards first. */
export function feesByMethod(
  lines: readonly PayoutLine[],
  methodOf: (line: PayoutLine) => PaymentMethod,
): string {
  const fees = new Map<PaymentMethod, number>();
  for (const line of lines) fees.set(methodOf(line), (fees.get(methodOf(line)) ?? 0) + line.fee);
  return methodsInOrder(fees)
    .map(([method, cents]) => `${paymentMethodLabels[method]} ${formatCents(cents)}`)
    .join(', ');
}

/** 'Card, Bank': the methods of a payout's lines. */
export function payoutMethods(
  lines: readonly PayoutLine[],
  methodOf: (line: PayoutLine) => PaymentMethod,
): string {
  return labels(new Set(lines.map(methodOf)));
}

/** 'Check, Cash': the methods of a deposit's items. */
export function depositMethods(items: readonly Pick<DepositItem, 'method'>[]): string {
  return labels(new Set(items.map((item) => item.method)));
}

const ORDER: readonly PaymentMethod[] = ['card', 'bank', 'check', 'cash'];

function methodsInOrder<T>(map: Map<PaymentMethod, T>): [PaymentMethod, T][] {
  return ORDER.filter((method) => map.has(method)).map((method) => [method, map.get(method)!]);
}

function labels(methods: Set<PaymentMethod>): string {
  return ORDER.filter((method) => methods.has(method))
    .map((method) => paymentMethodLabels[method])
    .join(', ');
}
