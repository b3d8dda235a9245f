import { benefitKindLabels } from '../../settings';
import type { ReceiptWords } from './receipt-words';

/** The receipts' words in English. */
export const en: ReceiptWords = {
  locale: 'en-US',
  dear: (name) => `Dear ${name},`,
  taxExemptNumber: 'Tax-exempt number',
  estimatedValue: 'estimated value',
  issued: 'Issued',
  page: (page, of) => `Page ${page} of ${of}`,
  goodsServicesHeading: 'Goods or services provided',
  footer: (org) =>
    `${org.name} is a tax-exempt nonprofit organization (tax-exempt number ${org.taxExemptNumber}). ` +
    `Contributions are tax-deductible to the extent allowed by law. Questions: ${org.email}.`,
  // The settings screen's own labels: the office reads there what the receipt will say.
  benefitKinds: benefitKindLabels,

  receipt: {
    donationTitle: 'Donation Receipt',
    sponsorshipTitle: 'Sponsorship Receipt',
    numberLabel: 'Receipt no.',
    subject: (organization, amount, date) => `Your receipt from ${organization}: ${amount} received ${date}`,
    correctedSubject: (organization, amount, date) =>
      `Your corrected receipt from ${organization}: ${amount} received ${date}`,
    weReceived: (isCheck, amount, date) =>
      `We received your ${isCheck ? 'check' : 'payment'} of ${amount} on ${date}.`,
    replaces: (amount, date) =>
      `This corrected receipt replaces the earlier receipt for this check, which showed ${amount} received on ` +
      `${date}. Please keep this one and set the earlier one aside.`,
    receivedFrom: 'Received from',
    contact: 'Contact',
    amountReceived: 'Amount received',
    dateReceived: 'Date received',
    paidBy: 'Paid by',
    for: 'For',
    cardFeesCovered: 'Card fees covered',
    bankFeesCovered: 'Bank payment fees covered',
    cardFeesValue: (amount) => `${amount} of the amount (thank you)`,
    deductibleAmount: 'Tax-deductible amount',
    check: (number) => `Check #${number}`,
    cash: 'Cash',
    card: 'Card',
    bank: 'Bank account',
    sponsorshipFor: (level, fund, price, part) =>
      `${level} sponsorship of the ${fund} (${price})${part ? `, payment ${part.installment} of ${part.of}` : ''}`,
    monthlyFor: (fund, part, pledge) =>
      `Monthly gift to the ${fund}: payment ${part.installment} of ${part.of} of a ${pledge} pledge`,
    giftFor: (fund) => `Gift to the ${fund}`,
    matchingEmployer: 'Employer matching gift',
    matchingEmployerUnnamed: 'Requested (employer not named)',
    matchingNote: (employer, organization, ein, amount, date) =>
      `For ${employer ? `${employer}’s` : 'your employer’s'} matching gift program: ${organization} ` +
      `(EIN ${ein}) is a tax-exempt nonprofit organization and received your gift of ${amount} on ${date}. Please send this receipt with your matching request.`,
    benefitsWorthNothing: (company, level, zero) =>
      `In return for this sponsorship, ${company} receives the ${level} benefits listed below. Their estimated ` +
      `fair market value is ${zero}, so the full amount is deductible to the extent allowed by law.`,
    benefitsWorth: (company, level, total, share, deductible) =>
      `In return for this sponsorship, ${company} receives the ${level} benefits listed below, with an ` +
      `estimated fair market value of ${total} in all (${share} for this payment). The deductible part of this ` +
      `payment is ${deductible}.`,
    benefitsNotValued: (company, level) =>
      `In return for this sponsorship, ${company} receives the ${level} benefits listed below. The school has ` +
      `not yet estimated the fair market value of all of them, so this receipt does not state the deductible ` +
      `part of this payment: please ask the school for it before claiming a deduction.`,
    deductibleToBeConfirmed: 'To be confirmed by the school',
    manageSentence: 'Update your card or cancel your monthly gift:',
    manageLabel: 'Manage my monthly gift',
    keep: 'Please keep this receipt for your tax records.',
    fileName: (number) => `receipt-${number}.pdf`,
  },

  invoice: {
    title: 'Sponsorship Pledge and Invoice',
    subject: (level, payee, amount) =>
      `Your ${level} sponsorship pledge and invoice from ${payee} (${amount})`,
    numberLabel: 'Invoice no.',
    thanks: (fund, level) =>
      `Thank you for pledging to sponsor the ${fund} as a ${level} Community Partner. This invoice is for your ` +
      `records and your accounts payable.`,
    billTo: 'Bill to',
    contact: 'Contact',
    pledgedOn: 'Pledged on',
    amountDue: 'Amount due',
    payableTo: 'Make check payable to',
    memo: 'Memo',
    mailTo: 'Mail to',
    caption: 'Invoice',
    description: 'Description',
    amount: 'Amount',
    line: (level, fund) => `${level} Community Partnership, ${fund}`,
    totalDue: 'Total due',
    includes: (level) => `What the ${level} sponsorship includes`,
    receiptWillState:
      'Your receipt will state the estimated value of these benefits and the deductible part of your payment.',
    writeMemo: (memo, number) => `Please write "${memo}" and invoice number ${number} on the memo line.`,
    questions: (email) => `Questions about this invoice: ${email}.`,
    notATaxReceipt: 'This invoice is not a tax receipt: we will send your receipt when your check arrives.',
    fileName: (number) => `invoice-${number}.pdf`,
  },

  statement: {
    title: (year) => `Year-End Giving Statement ${year}`,
    subject: (year, organization) => `Your ${year} giving statement from ${organization}`,
    numberLabel: 'Statement no.',
    thanks: (count, fund, year, total) =>
      `Thank you for your ${count === 1 ? 'gift' : `${count} gifts`} to the ${fund} in ${year}, ${total} in all. ` +
      `This statement lists each gift we received from you that year.`,
    donor: 'Donor',
    year: 'Year',
    giftsReceived: 'Gifts received',
    totalReceived: 'Total received',
    deductibleTotal: 'Tax-deductible total',
    caption: (year) => `Gifts received in ${year}`,
    date: 'Date',
    gift: 'Gift',
    amount: 'Amount',
    deductible: 'Deductible',
    total: 'Total',
    markedCameWithGoods: 'The gifts marked * came with goods or services.',
    benefitsInReturn:
      'Sponsorship benefits were provided in return: the Deductible column shows each payment less the ' +
      'estimated value of those benefits.',
    noGoodsForOthers: 'No goods or services were provided in exchange for the other gifts.',
    keep: 'Please keep this statement for your tax records.',
    fileName: (year, number) => `statement-${year}-${number}.pdf`,
    sponsorshipGift: (level, how) => `${level} sponsorship (${how})`,
    monthlyGift: (how) => `Monthly gift (${how})`,
    oneGift: (how) => `Gift (${how})`,
    byCard: 'card',
    byBank: 'bank account',
    byCheck: (number) => (number === null ? 'check' : `check #${number}`),
    byOffice: 'recorded by the office',
  },

  returned: {
    subject: (organization) => `Your bank payment to ${organization} did not go through`,
    sponsorship: (level, fund) => `your ${level} sponsorship of the ${fund}`,
    gift: (fund) => `your gift to the ${fund}`,
    notCompleted: (amount, what) =>
      `Thank you for choosing to support us. Your bank did not complete your payment of ${amount} for ${what}.`,
    reason: (reason) => `The reason your bank gave: ${reason}`,
    nothingCharged: 'Nothing was charged for this payment, and you owe nothing for it.',
    payAgain:
      'If you would like to try again, you can pay by card or from a bank account on our giving page:',
    payAgainLabel: 'Pay again',
    questions: (email) => `Questions? Write to us at ${email}: we are glad to help.`,
    signOff: (organization) => `With thanks, ${organization}`,
  },
};
