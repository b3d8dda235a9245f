import { centsToDollars, giftCharge } from '../money';
import type { StoredRecord } from '../records';
import type { SchoolSettings } from '../settings';
import { isPartner, levelBenefits } from './goods-services';
import type { MailMessage } from './mail';
import { greetedName } from './payment-receipt';
import { escapeHtml } from './receipt-html';
import { money } from './receipt-org';
import { receiptVoice } from './receipt-voice';

/*
 * The note to a payer whose bank did not complete a debit (a sponsorship or a large gift paid from a bank
 * account, at once or one monthly payment of a plan): no receipt, since nothing was received, but one kind message in their language
 * that says what was not paid, the bank's reason when it gave one, that nothing was charged, where to pay again
 * and whom to ask. A plain message (no PDF): there is nothing to file.
 */

/**
 * The giving page opened on the form of this kind of payment (the public page reads `give`): a sponsor goes
 * back to the Community Partner form, a giver to the donate form.
 */
export function payAgainUrl(record: StoredRecord, siteOrigin: string): string {
  const form = isPartner(record) ? 'community-partner' : 'donate';
  return `${new URL(siteOrigin).origin}/?give=${form}`;
}

/**
 * What the returned debit asked for, in dollars: the gift or sponsorship (one monthly payment of a plan), grossed
 * up when the payer added the fee.
 */
export function debitedAmount(record: StoredRecord): number {
  // A gift's record holds each payment; a sponsorship's, the level price its plan divides.
  const [gift, months] = isPartner(record)
    ? [record.partnership_amount, record.months ?? null]
    : [record.donation_amount, null];
  return centsToDollars(giftCharge(gift, months, record.fee_covered === true, 'us_bank_account').chargeCents);
}

/** The office's line for the note: 'Bank payment returned: $1,200.00'. */
export function returnedDebitSummary(record: StoredRecord): string {
  return `Bank payment returned: ${money(debitedAmount(record))}`;
}

type Part = string | { url: string; label: string };

export function returnedDebitNote(input: {
  record: StoredRecord;
  /** The bank's reason (Stripe's failure_message), or null when none was given. */
  reason: string | null;
  settings: SchoolSettings;
  siteOrigin: string;
}): MailMessage {
  const { record, reason } = input;
  const { words, money: inLanguage, settings, language } = receiptVoice(input.settings, record.language);
  const { organizationName, officeEmail, fundName } = settings.organization;
  const said = words.returned;
  const what = isPartner(record)
    ? said.sponsorship(levelBenefits(record, settings, language).name, fundName)
    : said.gift(fundName);
  const parts: Part[] = [
    words.dear(greetedName(record)),
    said.notCompleted(inLanguage(debitedAmount(record)), what),
    ...(reason ? [said.reason(reason)] : []),
    said.nothingCharged,
    said.payAgain,
    { url: payAgainUrl(record, input.siteOrigin), label: said.payAgainLabel },
    said.questions(officeEmail),
    said.signOff(organizationName),
  ];
  const text = parts.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.url}`));
  const html = parts.map((part) =>
    typeof part === 'string'
      ? `<p>${escapeHtml(part)}</p>`
      : `<p><a href="${escapeHtml(part.url)}">${escapeHtml(part.label)}</a><br>${escapeHtml(part.url)}</p>`,
  );
  return { subject: said.subject(organizationName), text: `${text.join('\n\n')}\n`, html: html.join('\n') };
}
