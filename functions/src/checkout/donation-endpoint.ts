import { feeMethodOf, publicDonationRecord, requestSchemas } from '@hope/domain/public';
import { DONATIONS_COLLECTION } from '@hope/domain/records';
import { jsonEndpoint } from '../http/json-endpoint';
import { pageAttributionOf } from '../pages/page-attribution';
import { checkoutWords } from './checkout-words';
import { chargeFor, type ChargePlan } from './session-params';
import { startCheckout } from './start-checkout';

export const donationCheckout = jsonEndpoint(
  (settings) => requestSchemas(settings).donationCheckout,
  async (request, settings) => {
    // A gift through a student page counts for the page's student and class (its first name and initial).
    const page = await pageAttributionOf(request, settings);
    // One-time: the gift itself. Monthly: `amount` is the total, paid as `months` equal monthly payments.
    const months = request.donation_type === 'monthly' ? request.months : null;
    const method = feeMethodOf[request.payment_method];
    const { charge, perPayment, pledge } = chargeFor(request.amount, months, request.cover_fee, method);
    const plan: ChargePlan = {
      productName: checkoutWords[request.language].donation[request.donation_type],
      ...charge,
      customerEmail: request.email,
      language: request.language,
      ...(page ? { returnPath: `/s/${encodeURIComponent(page.code)}` } : {}),
    };
    const record = publicDonationRecord(
      request,
      { perPayment, pledge, months, feeCovered: charge.feeCovered, method },
      new Date(),
      page,
    );
    return startCheckout(DONATIONS_COLLECTION, record, plan);
  },
);
