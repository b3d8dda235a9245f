import {
  centsToDollars,
  findLevel,
  monthlyInstallmentCents,
  sponsorshipCheckoutRequestSchema,
  toCents,
} from '@hope/domain';
import { jsonEndpoint } from '../http/json-endpoint';
import { newPartnerRecord } from './partner-record';
import { startCheckout } from './start-checkout';

/** Full: the level price once. Installments: the level price split into `months` monthly payments. */
export const sponsorshipCheckout = jsonEndpoint(sponsorshipCheckoutRequestSchema, async (request) => {
  const level = findLevel(request.level);
  const months = request.plan === 'installments' ? request.months : null;
  const installment = months ? monthlyInstallmentCents(level.price, months) : null;
  const unitAmountCents = installment ? installment.perMonthCents : toCents(level.price);
  const pledge = installment ? centsToDollars(installment.totalChargedCents) : level.price;
  return startCheckout(
    'community_partners',
    newPartnerRecord(request, { payByCheck: false, monthly: months !== null, pledge }),
    {
      productName: `${level.name} Community Partnership`,
      unitAmountCents,
      months,
      customerEmail: request.email,
    },
  );
});
