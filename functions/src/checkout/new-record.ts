/** A record from the public page starts with no Stripe ids and an empty back-office checklist. */
export const BLANK_OFFICE_FIELDS = {
  stripe_customer_id: null,
  stripe_session_id: null,
  payment_intent_id: null,
  payment_reference: null,
  yearbook: null,
  magnet_given: null,
  tshirt_given: null,
  notes: null,
} as const;

/** No payment has reached a new record yet; the payment webhook fills these in. */
export function unpaidSince(now: string) {
  return {
    net_payment: null,
    payment_completed_at: null,
    cancel_date: null,
    form_submitted_at: now,
    created_at: now,
    updated_at: now,
  };
}
