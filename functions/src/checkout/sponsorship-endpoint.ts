import { feeMethodOf, publicPartnerCheckoutRecord, requestSchemas } from '@hope/domain/public';
import { PARTNERS_COLLECTION } from '@hope/domain/records';
import { findLevel, wordIn } from '@hope/domain/settings';
import { jsonEndpoint } from '../http/json-endpoint';
import { checkoutWords } from './checkout-words';
import { chargeFor } from './session-params';
import { startCheckout } from './start-checkout';

/** Full: the level price once. Installments: the level price split into `months` monthly payments. */
export const sponsorshipCheckout = jsonEndpoint(
  (settings) => requestSchemas(settings).sponsorshipCheckout,
  async (request, settings) => {
    // The record keeps the level as the school wrote it; Stripe's page names it in the payer's language.
    const level = findLevel(settings, request.level);
    const levelName = wordIn(level.name, level.translations, 'name', request.language);
    const months = request.plan === 'installments' ? request.months : null;
    const method = feeMethodOf[request.payment_method];
    const { charge, perPayment, pledge } = chargeFor(level.price, months, request.cover_fee, method);
    const record = publicPartnerCheckoutRecord(
      request,
      level,
      { perPayment, pledge, months, feeCovered: charge.feeCovered, method },
      new Date(),
    );
    return startCheckout(PARTNERS_COLLECTION, record, {
      productName: checkoutWords[request.language].partnership(levelName),
      ...charge,
      customerEmail: request.email,
      language: request.language,
    });
  },
);
