/*
 * Why an off-session charge of a saved card failed, in words the office and the relative understand, from
 * Stripe's error code. The relative can always pay the amount with another card through their link.
 */
const reasons: Record<string, string> = {
  authentication_required: 'The card’s bank asks the cardholder to confirm this payment',
  expired_card: 'The card has expired',
  card_declined: 'The card was declined',
  insufficient_funds: 'The card was declined for insufficient funds',
  incorrect_cvc: 'The card was declined',
  processing_error: 'The card could not be charged',
};

export function chargeFailureReason(code: string | null | undefined, declineCode?: string | null): string {
  return reasons[declineCode ?? ''] ?? reasons[code ?? ''] ?? 'The card could not be charged';
}
