import { centsToDollars } from '../money';
import { emptyAddDonationForm, emptyAddPartnerForm } from '../office';
import {
  DONATIONS_COLLECTION,
  heldFactMessage,
  inPersonFact,
  inPersonKey,
  inPersonRefusal,
  PARTNERS_COLLECTION,
  type InPersonPayment,
  type RecordCollection,
  type StoredRecord,
  type Transition,
} from '../records';
import { cheapestLevel, type SchoolSettings } from '../settings';
import { type DepositItem, type DepositPayer } from './deposit-batch';
import { itemLine } from './deposit-rules';

/*
 * What a signed-off batch does to the records it pays. Each item becomes a payment received in person on its
 * record, the same fact the "check received" money action records, so the record's money fields, its history
 * entry and its receipt follow the same path as a check's.
 */

type NewPayer = Extract<DepositPayer, { type: 'new' }>;

export function itemPayment(item: DepositItem, depositedOn: string): InPersonPayment {
  return {
    method: item.method,
    reference: item.check_number ?? item.id,
    amount: centsToDollars(item.amount_cents),
    depositedOn,
  };
}

/** The key an item's payment is kept under on its record: the check's number, or cash by the item's id. */
export function itemFactKey(item: Pick<DepositItem, 'id' | 'method' | 'check_number'>): string {
  return inPersonKey({ method: item.method, reference: item.check_number ?? item.id });
}

/** The change to one record from the batch's items that pay it (batch named by batchLabel): one payment each. */
export function depositTransition(
  items: readonly DepositItem[],
  batchName: string,
  depositedOn: string,
  by: string,
  at: string,
): Transition {
  const payments = items.map((item) => itemPayment(item, depositedOn));
  return {
    kind: 'deposited',
    summary: `${batchName}: ${items.map(itemLine).join('; ')}`,
    checks: Object.fromEntries(
      payments.map((payment) => [inPersonKey(payment), inPersonFact(payment, by, at)]),
    ),
    always: true,
  };
}

/** Why an item cannot pay a record, and the item's field it is about (the check number), if one. */
export interface ItemRefusal {
  message: string;
  field?: 'check_number';
}

/**
 * Why an item cannot pay this record now (a card gift, a voided record), or null. A check the record already
 * holds is refused whatever its amount: it was received once, so it cannot go into the bank a second time.
 */
export function existingPayerRefusal(
  record: StoredRecord,
  item: Pick<DepositItem, 'id' | 'method' | 'check_number'>,
): ItemRefusal | null {
  const refusal = inPersonRefusal(record, item.method);
  if (refusal) return { message: refusal };
  const held = record.checks?.[itemFactKey(item)];
  if (!held) return null;
  return {
    message: heldFactMessage(record, held),
    ...(item.method === 'check' && { field: 'check_number' }),
  };
}

/** How a record is named on a deposit: the family or the company. */
export function recordPayerName(record: StoredRecord): string {
  return 'company_name' in record ? record.company_name : record.parent_name;
}

export function newPayerCollection(payer: Pick<NewPayer, 'kind'>): RecordCollection {
  return payer.kind === 'partner' ? PARTNERS_COLLECTION : DONATIONS_COLLECTION;
}

/**
 * The office add form's values for the record a new payer's item creates, so it is checked and built by the add
 * form's own rules. It is entered as paid on the deposit day (noon, school time), so it counts from then; the
 * payment fact the sign-off adds then dates it exactly.
 */
export function newRecordForm(
  payer: NewPayer,
  item: Pick<DepositItem, 'method' | 'amount_cents'>,
  depositedOn: string,
  settings: Pick<SchoolSettings, 'sponsorshipLevels'>,
) {
  const amount = centsToDollars(item.amount_cents).toFixed(2);
  const shared = { email: payer.email, payment_completed_at: `${depositedOn}T12:00` };
  if (payer.kind === 'partner') {
    return {
      ...emptyAddPartnerForm(settings),
      ...shared,
      company_name: payer.name,
      partnership_level: payer.level ?? cheapestLevel(settings).id,
      partnership_amount: amount,
      pay_by_check: item.method === 'check',
    };
  }
  return {
    ...emptyAddDonationForm(),
    ...shared,
    parent_name: payer.name,
    donation_amount: amount,
    donation_type: item.method === 'check' ? ('check' as const) : ('one_time' as const),
  };
}

/** The items that pay existing records, grouped by record (two checks may pay one pledge). */
export function itemsByRecord(items: readonly DepositItem[]) {
  const groups = new Map<string, { collection: RecordCollection; id: string; items: DepositItem[] }>();
  for (const item of items) {
    if (item.payer.type !== 'existing') continue;
    const key = `${item.payer.collection}/${item.payer.id}`;
    const group = groups.get(key) ?? { collection: item.payer.collection, id: item.payer.id, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}
