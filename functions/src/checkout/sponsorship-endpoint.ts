import { findLevel, PARTNERS_COLLECTION, requestSchemas } from '@hope/domain';
import { jsonEndpoint } from '../http/json-endpoint';
import { newPartnerRecord } from './partner-record';
import { chargeFor } from './session-params';
import { startCheckout } from './start-checkout';

/** Full: the level price once. Installments: the level price split into `months` monthly payments. */
export const sponsorshipCheckout = jsonEndpoint(
  (settings) => requestSchemas(settings).sponsorshipCheckout,
  async (request, settings) => {
    const level = findLevel(settings, request.level);
    const months = request.plan === 'installments' ? request.months : null;
    const { charge, pledge } = chargeFor(level.price, months, request.cover_fee);
    return startCheckout(
      PARTNERS_COLLECTION,
      newPartnerRecord(request, level, { payByCheck: false, monthly: months !== null, pledge }),
      { productName: `${level.name} Community Partnership`, ...charge, customerEmail: request.email },
    );
  },
);
