import type { EventPayment, StoredRecord } from '../records';
import { isPartner } from './goods-services';
import type { ReceiptFact } from './receipt-content';
import type { ReceiptVoice } from './receipt-voice';

/**
 * What a gift's receipt adds when its giver said their employer matches donations: the employer (as the giver
 * named it) among the facts, and one paragraph with what a matching program asks for: the organization's legal
 * name and tax-exempt number (EIN), and the gift's amount and date.
 */
export function matchingParts(
  record: StoredRecord,
  payment: Pick<EventPayment, 'amount' | 'received_at'>,
  voice: ReceiptVoice,
): { fact: ReceiptFact; note: string } | null {
  if (isPartner(record) || !record.company_matching) return null;
  const { words, money, settings } = voice;
  const employer = record.matching_employer?.trim() || null;
  const { organizationName, taxExemptNumber } = settings.organization;
  return {
    fact: {
      label: words.receipt.matchingEmployer,
      value: employer ?? words.receipt.matchingEmployerUnnamed,
    },
    note: words.receipt.matchingNote(
      employer,
      organizationName,
      taxExemptNumber,
      money(payment.amount),
      voice.date(payment.received_at),
    ),
  };
}
