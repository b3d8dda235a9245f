import type { BenefitKind } from '../../settings';

/*
 * Every word a receipt, an installment or sponsorship receipt, a pledge invoice or a year-end statement says,
 * in one language: one file per language (en.ts, es.ts), each a `ReceiptWords`, so the compiler refuses a
 * language that misses a text. Amounts and dates arrive already formatted in the language; the school's own
 * words (fund name, level names, benefits, thank-you line, statements, signer's title) come from the settings.
 */

/** A payment's place in its plan: payment 2 of 10. */
export interface PlanPart {
  installment: number;
  of: number;
}

export interface ReceiptWords {
  /** The BCP 47 tag dates and amounts are formatted in. */
  locale: 'en-US' | 'es-US';
  /** The greeting line of every letter. */
  dear(name: string): string;
  /** Beside the organization's number in the letterhead. */
  taxExemptNumber: string;
  /** A benefit's line: '(Advertising; estimated value $50.00)'. */
  estimatedValue: string;
  /** Before the issue date in the PDF's heading. */
  issued: string;
  /** The PDF's page count in each footer. */
  page(page: number, of: number): string;
  goodsServicesHeading: string;
  footer(org: { name: string; taxExemptNumber: string; email: string }): string;
  benefitKinds: Record<BenefitKind, string>;

  receipt: {
    donationTitle: string;
    sponsorshipTitle: string;
    numberLabel: string;
    subject(organization: string, amount: string, date: string): string;
    /** The subject of a receipt that replaces an earlier one (a corrected check). */
    correctedSubject(organization: string, amount: string, date: string): string;
    weReceived(isCheck: boolean, amount: string, date: string): string;
    /** A corrected receipt's first words: what the receipt it replaces said. */
    replaces(amount: string, date: string): string;
    receivedFrom: string;
    contact: string;
    amountReceived: string;
    dateReceived: string;
    paidBy: string;
    for: string;
    cardFeesCovered: string;
    /** A payment from a bank account added its fee instead of a card's. */
    bankFeesCovered: string;
    cardFeesValue(amount: string): string;
    deductibleAmount: string;
    check(number: string): string;
    cash: string;
    card: string;
    bank: string;
    sponsorshipFor(level: string, fund: string, price: string, part: PlanPart | null): string;
    monthlyFor(fund: string, part: PlanPart, pledge: string): string;
    giftFor(fund: string): string;
    /** A gift its giver's employer may match: the fact's label, and its value when no employer was named. */
    matchingEmployer: string;
    matchingEmployerUnnamed: string;
    /** What an employer's matching program asks for, said once for the giver to forward. */
    matchingNote(
      employer: string | null,
      organization: string,
      taxExemptNumber: string,
      amount: string,
      date: string,
    ): string;
    /** What a sponsor receives for its payment, the benefits listed under it. */
    benefitsWorthNothing(company: string, level: string, zero: string): string;
    benefitsWorth(company: string, level: string, total: string, share: string, deductible: string): string;
    /** A benefit whose kind has a value (advertising, goods or services) was given none in the settings. */
    benefitsNotValued(company: string, level: string): string;
    /** In place of a deductible amount the receipt cannot state. */
    deductibleToBeConfirmed: string;
    manageSentence: string;
    manageLabel: string;
    keep: string;
    fileName(number: string): string;
  };

  invoice: {
    title: string;
    subject(level: string, payee: string, amount: string): string;
    numberLabel: string;
    thanks(fund: string, level: string): string;
    billTo: string;
    contact: string;
    pledgedOn: string;
    amountDue: string;
    payableTo: string;
    memo: string;
    mailTo: string;
    caption: string;
    description: string;
    amount: string;
    line(level: string, fund: string): string;
    totalDue: string;
    includes(level: string): string;
    receiptWillState: string;
    writeMemo(memo: string, number: string): string;
    questions(email: string): string;
    notATaxReceipt: string;
    fileName(number: string): string;
  };

  statement: {
    title(year: number): string;
    subject(year: number, organization: string): string;
    numberLabel: string;
    thanks(count: number, fund: string, year: number, total: string): string;
    donor: string;
    year: string;
    giftsReceived: string;
    totalReceived: string;
    deductibleTotal: string;
    caption(year: number): string;
    date: string;
    gift: string;
    amount: string;
    deductible: string;
    total: string;
    markedCameWithGoods: string;
    benefitsInReturn: string;
    noGoodsForOthers: string;
    keep: string;
    fileName(year: number, number: string): string;
    /** A gift's line: how it was paid ('card', 'check #1042') in the kind of gift it was. */
    sponsorshipGift(level: string, how: string): string;
    monthlyGift(how: string): string;
    oneGift(how: string): string;
    byCard: string;
    byBank: string;
    byCheck(number: string | null): string;
    byOffice: string;
  };

  /** The note to a payer whose bank returned the debit of their checkout: nothing was received or charged. */
  returned: {
    subject(organization: string): string;
    sponsorship(level: string, fund: string): string;
    gift(fund: string): string;
    /** `what` is sponsorship() or gift(). */
    notCompleted(amount: string, what: string): string;
    /** The bank's own words, as Stripe gives them (in English). */
    reason(reason: string): string;
    nothingCharged: string;
    payAgain: string;
    payAgainLabel: string;
    questions(email: string): string;
    signOff(organization: string): string;
  };
}
