import { findLevel, PARTNERS_COLLECTION, sponsorshipCheckoutRequestSchema } from '@hope/domain';
import { jsonEndpoint } from '../http/json-endpoint';
import { newPartnerRecord } from './partner-record';
import { chargeFor } from './session-params';
import { startCheckout } from './start-checkout';

/** Full: the level price once. Installments: the level price split into `months` monthly payments. */
export const sponsorshipCheckout = jsonEndpoint(sponsorshipCheckoutRequestSchema, async (request) => {
  const level = findLevel(request.level);
  const months = request.plan === 'installments' ? request.months : null;
  const { charge, pledge } = chargeFor(level.price, months, request.cover_fee);
  return startCheckout(
    PARTNERS_COLLECTION,
    newPartnerRecord(request, { payByCheck: false, monthly: months !== null, pledge }),
    { productName: `${level.name} Community Partnership`, ...charge, customerEmail: request.email },
  );
});
