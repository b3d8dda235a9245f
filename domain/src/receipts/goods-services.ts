import { centsToDollars, toCents } from '../money';
import type { StoredRecord } from '../records';
import type { Donation } from '../records';
import type { Partner } from '../records';
import type { Language } from '../config';
import { isUnvalued, levelOf, wordIn } from '../settings';
import type { Benefit, SchoolSettings, SponsorshipLevelSettings } from '../settings';
import type { BenefitLine } from './receipt-content';
import { moneyIn } from './receipt-org';
import { receiptWords } from './words';

/*
 * The IRS asks a receipt to say whether anything was given in return for the contribution, and if so to
 * describe it with a good-faith estimate of its value; only the part above that value is deductible.
 *  - A donation buys nothing: the settings' no-goods statement.
 *  - A family gift of the t-shirt threshold or more whose students chose a T-shirt size came with a student
 *    T-shirt: the settings' T-shirt statement (a token item of insubstantial value: all is deductible).
 *  - A sponsorship comes with its level's benefits (settings: kind and estimated value): they are listed, and
 *    each payment's deductible part is the payment less its share of their value (share = gift / level price).
 */

export function isPartner(record: StoredRecord): record is Partner {
  return 'company_name' in record;
}

/** The family's whole gift: the pledge of a plan, else the amount. */
function familyGift(record: Donation): number {
  return record.pledge_amt ?? record.total_pledged_amt ?? record.donation_amount;
}

/** A family gift at or above the school's t-shirt threshold whose students chose a T-shirt size. */
export function cameWithTShirt(record: Donation, settings: Pick<SchoolSettings, 'giving'>): boolean {
  return (
    familyGift(record) >= settings.giving.tShirtThreshold &&
    record.children_data.some((child) => child.tShirtSize.trim() !== '')
  );
}

export interface GoodsAndServices {
  statement: string;
  benefits: BenefitLine[];
  /** Estimated value of what was given in return for this payment (dollars). */
  valueShare: number;
  /** The part of the payment the donor may deduct (dollars); null while a benefit of the level is unvalued. */
  deductible: number | null;
}

/**
 * A level's name in a language: the record keeps the English name as sold; its version in another language is
 * the settings' (the level's Spanish name), else the English.
 */
function levelName(record: Partner, level: SponsorshipLevelSettings | undefined, language: Language): string {
  const english = record.level_name ?? level?.name ?? record.partnership_level;
  return wordIn(english, level?.translations, 'name', language);
}

/** A benefit's text in a language: a benefit as sold keeps its Spanish version beside the English. */
const benefitText = (benefit: Benefit, language: Language): string =>
  wordIn(benefit.text, benefit.translations, 'text', language);

/**
 * The sponsorship level's benefits as sold (kept on the record), and their value in all, in the receipt's
 * language. A record sold before benefits were kept takes its level's benefits from the settings; a level since
 * removed then has none.
 */
export function levelBenefits(
  record: Partner,
  settings: Pick<SchoolSettings, 'sponsorshipLevels'>,
  language: Language = 'en',
) {
  const level = levelOf(settings, record.partnership_level);
  const benefits = record.level_benefits ?? level?.benefits ?? [];
  const words = receiptWords(language);
  const money = moneyIn(language);
  return {
    name: levelName(record, level, language),
    lines: benefits.map((benefit) => ({
      text: benefitText(benefit, language),
      kind: words.benefitKinds[benefit.kind],
      value: money(benefit.value),
    })),
    valueCents: benefits.reduce((sum, benefit) => sum + toCents(benefit.value), 0),
    unvalued: benefits.some(isUnvalued),
  };
}

/**
 * What the receipt of one payment says about goods or services, in the receipt's language (the settings' words
 * already in it). `amount` is what was received, `gift` its gift part (a covered card fee is received too, and
 * fully deductible: it bought nothing).
 */
export function goodsAndServices(
  record: StoredRecord,
  payment: { amount: number; gift: number },
  settings: Pick<SchoolSettings, 'sponsorshipLevels' | 'receipts' | 'giving'>,
  language: Language = 'en',
): GoodsAndServices {
  const amountCents = toCents(payment.amount);
  if (!isPartner(record)) {
    const statement = cameWithTShirt(record, settings)
      ? settings.receipts.tShirtStatement
      : settings.receipts.noGoodsStatement;
    return { statement, benefits: [], valueShare: 0, deductible: payment.amount };
  }
  const level = levelBenefits(record, settings, language);
  const priceCents = toCents(record.partnership_amount);
  const giftCents = Math.min(toCents(payment.gift), amountCents);
  const shareCents =
    priceCents > 0
      ? Math.min(giftCents, Math.round((level.valueCents * giftCents) / priceCents))
      : Math.min(giftCents, level.valueCents);
  const deductible = centsToDollars(amountCents - shareCents);
  if (level.lines.length === 0) {
    return { statement: settings.receipts.noGoodsStatement, benefits: [], valueShare: 0, deductible };
  }
  const { receipt } = receiptWords(language);
  if (level.unvalued) {
    // Calling it fully deductible (or deducting a partial value) would misstate the donor's deduction.
    return {
      statement: receipt.benefitsNotValued(record.company_name, level.name),
      benefits: level.lines,
      valueShare: centsToDollars(shareCents),
      deductible: null,
    };
  }
  const money = moneyIn(language);
  const statement =
    level.valueCents === 0
      ? receipt.benefitsWorthNothing(record.company_name, level.name, money(0))
      : receipt.benefitsWorth(
          record.company_name,
          level.name,
          money(centsToDollars(level.valueCents)),
          money(centsToDollars(shareCents)),
          money(deductible),
        );
  return { statement, benefits: level.lines, valueShare: centsToDollars(shareCents), deductible };
}
