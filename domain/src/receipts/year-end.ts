import type { Language } from '../config';
import { centsToDollars, toCents } from '../money';
import { checkPaidAt, hasPaymentFacts } from '../records';
import type { RecordCollection } from '../records';
import { isCheckRecord } from '../records';
import type { StoredRecord } from '../records';
import { isVoided } from '../records';
import { isAdminPlaceholderEmail } from '../settings';
import type { SchoolSettings } from '../settings';
import { schoolDateKey } from '../time';
import { cameWithTShirt, goodsAndServices, isPartner, levelBenefits } from './goods-services';
import { normalizeEmail } from './mail';
import { recipientName } from './payment-receipt';
import { receiptWords, type ReceiptWords } from './words';

/*
 * Year-end statements: one per donor email, listing every gift received in a calendar year (school-time dates)
 * with its date and amount, and the total. A gift is a payment received: a Stripe charge less what was refunded
 * or lost in a dispute, a recorded check, or (records from before payments were tracked) the amount of a record
 * the office marked completed. Voided records count for nothing. Records without a real email are counted apart.
 * A statement is written in the language of the donor's latest record (their latest choice on the public page).
 */

export interface StatementSource {
  collection: RecordCollection;
  id: string;
  record: StoredRecord;
}

export interface StatementGift {
  received_at: string;
  /** In the statement's language: 'Gold sponsorship (check #1042)'. */
  description: string;
  amount: number;
  /** Null while a benefit of the sponsorship is unvalued (the receipt says the school will confirm it). */
  deductible: number | null;
  /** Goods or services came with it (a T-shirt, sponsorship benefits). */
  withGoods: boolean;
  tShirt: boolean;
}

export interface DonorStatement {
  email: string;
  name: string;
  /** The language of the donor's latest record (absent: English). */
  language?: Language;
  gifts: StatementGift[];
  total: number;
  /** Null when any gift's deductible part is. */
  deductibleTotal: number | null;
}

export interface YearEndResult {
  year: number;
  statements: DonorStatement[];
  /** Records with gifts that year but no email to send a statement to. */
  withoutEmail: number;
}

/** How a gift was paid, as its line on the statement names it. */
type How = { by: 'card' } | { by: 'bank' } | { by: 'check'; number: string | null } | { by: 'office' };
type Received = { at: string; amount: number; gift: number; how: How };

function howText(how: How, words: ReceiptWords): string {
  if (how.by === 'check') return words.statement.byCheck(how.number);
  if (how.by === 'bank') return words.statement.byBank;
  return how.by === 'card' ? words.statement.byCard : words.statement.byOffice;
}

/** The payments a record received, net of refunds and disputes not won. */
function receivedPayments(record: StoredRecord): Received[] {
  const lostByCharge = new Map<string, number>();
  for (const dispute of Object.values(record.stripe_disputes ?? {}))
    if (dispute.status !== 'won')
      lostByCharge.set(dispute.charge, (lostByCharge.get(dispute.charge) ?? 0) + dispute.amount);
  const payments: Received[] = [];
  const months = record.months ?? null;
  const perPayment =
    record.pledge_amt != null ? Math.round(toCents(record.pledge_amt) / (months ?? 1)) : null;
  for (const [id, charge] of Object.entries(record.stripe_charges ?? {})) {
    const kept = charge.amount - charge.refunded - (lostByCharge.get(id) ?? 0);
    if (kept <= 0) continue;
    const gift = record.fee_covered && perPayment !== null ? Math.min(perPayment, kept) : kept;
    payments.push({
      at: charge.paid_at,
      amount: centsToDollars(kept),
      gift: centsToDollars(gift),
      how: { by: charge.method === 'us_bank_account' ? 'bank' : 'card' },
    });
  }
  for (const check of Object.values(record.checks ?? {})) {
    payments.push({
      at: checkPaidAt(check),
      amount: check.amount,
      gift: check.amount,
      how: { by: 'check', number: check.number },
    });
  }
  if (!hasPaymentFacts(record) && record.payment_completed_at && !record.checkout_status) {
    const amount = isPartner(record)
      ? record.partnership_amount
      : (record.total_pledged_amt ?? record.donation_amount);
    if (amount > 0)
      payments.push({
        at: record.payment_completed_at,
        amount,
        gift: amount,
        how: isCheckRecord(record) ? { by: 'check', number: null } : { by: 'office' },
      });
  }
  return payments;
}

function describe(
  record: StoredRecord,
  settings: Pick<SchoolSettings, 'sponsorshipLevels'>,
  how: How,
  language: Language,
): string {
  const words = receiptWords(language);
  const paid = howText(how, words);
  if (isPartner(record))
    return words.statement.sponsorshipGift(levelBenefits(record, settings, language).name, paid);
  if (record.months && record.months > 1) return words.statement.monthlyGift(paid);
  return words.statement.oneGift(paid);
}

/** A gift as it is gathered, described once the statement's language is known. */
type Gathered = Omit<StatementGift, 'description'> & { record: StoredRecord; how: How };

interface DonorEntry {
  name: string;
  latest: string;
  /** The donor's latest record of the year: the statement's language is its language. */
  newest: { created: string; language: Language };
  gifts: Gathered[];
}

/** Every donor's statement for a calendar year, by email, donors and gifts in date order. */
export function yearEndStatements(
  sources: readonly StatementSource[],
  year: number,
  settings: Pick<SchoolSettings, 'sponsorshipLevels' | 'receipts' | 'giving' | 'time_zone'>,
): YearEndResult {
  const prefix = `${year}-`;
  const byEmail = new Map<string, DonorEntry>();
  let withoutEmail = 0;
  for (const { record } of sources) {
    if (isVoided(record)) continue;
    const inYear = receivedPayments(record).filter((payment) =>
      schoolDateKey(settings.time_zone, payment.at).startsWith(prefix),
    );
    if (inYear.length === 0) continue;
    const email = record.email?.trim() ?? '';
    if (!email.includes('@') || isAdminPlaceholderEmail(email)) {
      withoutEmail++;
      continue;
    }
    const key = normalizeEmail(email);
    const language = record.language ?? 'en';
    const entry: DonorEntry = byEmail.get(key) ?? {
      name: recipientName(record),
      latest: '',
      newest: { created: record.created_at, language },
      gifts: [],
    };
    if (record.created_at > entry.newest.created) entry.newest = { created: record.created_at, language };
    for (const payment of inYear) {
      const goods = goodsAndServices(record, payment, settings);
      const tShirt = !isPartner(record) && cameWithTShirt(record, settings);
      entry.gifts.push({
        received_at: payment.at,
        record,
        how: payment.how,
        amount: payment.amount,
        deductible: goods.deductible,
        withGoods: tShirt || goods.benefits.length > 0,
        tShirt,
      });
      if (payment.at > entry.latest) {
        entry.latest = payment.at;
        entry.name = recipientName(record);
      }
    }
    byEmail.set(key, entry);
  }
  const statements = [...byEmail.entries()].map(([email, entry]): DonorStatement => {
    const { language } = entry.newest;
    const gifts = entry.gifts
      .sort((a, b) => a.received_at.localeCompare(b.received_at))
      .map(({ record, how, ...gift }) => ({
        ...gift,
        description: describe(record, settings, how, language),
      }));
    return {
      email,
      name: entry.name,
      ...(language === 'en' ? {} : { language }),
      gifts,
      total: centsToDollars(gifts.reduce((sum, gift) => sum + toCents(gift.amount), 0)),
      deductibleTotal: gifts.some((gift) => gift.deductible === null)
        ? null
        : centsToDollars(gifts.reduce((sum, gift) => sum + toCents(gift.deductible ?? 0), 0)),
    };
  });
  statements.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  return { year, statements, withoutEmail };
}
