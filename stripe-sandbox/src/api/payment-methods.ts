import { invalidRequest } from '../errors.ts';
import { stringList, type Params } from '../params.ts';

/** The payment method types Stripe's Checkout knows (stripe-node's `AllowedPaymentMethodType`, API 2026-10-28). */
const STRIPE_TYPES = new Set(
  'acss_debit affirm afterpay_clearpay alipay alma amazon_pay au_becs_debit bacs_debit bancontact billie bizum blik boleto card cashapp crypto customer_balance eps fpx giropay grabpay ideal kakao_pay klarna konbini kr_card link mb_way mobilepay multibanco naver_pay nz_bank_account oxxo p24 pay_by_bank payco paynow paypal paypay payto pix promptpay revolut_pay samsung_pay satispay scalapay sepa_debit sequra sofort sunbit swish twint upi us_bank_account wechat_pay zip'.split(
    ' ',
  ),
);

/**
 * What the sandbox's account offers (its page takes a card, or authorises a debit from a test bank account): the
 * "Dashboard's dynamic list" of a session.
 */
export const SANDBOX_PAYMENT_METHODS = ['card', 'us_bank_account'];

/**
 * A session's methods as Stripe sets them: `allowed_payment_method_types` filters the account's dynamic list
 * (kept on the session as given, null when absent), and `payment_method_types` is what the page then offers.
 * An unknown type, or a list that leaves nothing the account offers, is refused.
 */
export function paymentMethodsParam(params: Params): {
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
} {
  if (params.allowed_payment_method_types === undefined)
    return { allowed_payment_method_types: null, payment_method_types: [...SANDBOX_PAYMENT_METHODS] };
  const allowed = stringList(params, 'allowed_payment_method_types');
  allowed.forEach((type, index) => {
    if (!STRIPE_TYPES.has(type)) {
      throw invalidRequest(
        `Invalid allowed_payment_method_types[${index}]: must be one of ${[...STRIPE_TYPES].join(', ')}`,
        `allowed_payment_method_types[${index}]`,
        'parameter_invalid_string',
      );
    }
  });
  const offered = SANDBOX_PAYMENT_METHODS.filter((type) => allowed.includes(type));
  if (offered.length === 0) {
    throw invalidRequest(
      `None of the payment method types in allowed_payment_method_types (${allowed.join(', ')}) is enabled on ` +
        `this account: the sandbox's account offers ${SANDBOX_PAYMENT_METHODS.join(', ')} ` +
        '(stripe-sandbox/src/api/payment-methods.ts).',
      'allowed_payment_method_types',
    );
  }
  return { allowed_payment_method_types: allowed, payment_method_types: offered };
}
