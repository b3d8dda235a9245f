import {
  centsToDollars,
  donationCheckoutRequestSchema,
  monthlyInstallmentCents,
  schoolConfig,
  toCents,
} from '@hope/domain';
import type { DonationCheckoutRequest } from '@hope/domain';
import { jsonEndpoint } from '../http/json-endpoint';
import type { ChargePlan } from './session-params';
import { BLANK_OFFICE_FIELDS } from './new-record';
import { startCheckout } from './start-checkout';

/** One-time: the gift itself. Monthly: `amount` is the total, paid as `months` equal monthly payments. */
function donationPlan(request: DonationCheckoutRequest): {
  plan: ChargePlan;
  perPayment: number;
  pledge: number;
} {
  const { donationProducts } = schoolConfig;
  if (request.donation_type === 'one_time') {
    const cents = toCents(request.amount);
    const plan = {
      productName: donationProducts.one_time.name,
      unitAmountCents: cents,
      months: null,
      customerEmail: request.email,
    };
    return { plan, perPayment: centsToDollars(cents), pledge: centsToDollars(cents) };
  }
  const installment = monthlyInstallmentCents(request.amount, request.months);
  const plan = {
    productName: donationProducts.monthly.name,
    unitAmountCents: installment.perMonthCents,
    months: request.months,
    customerEmail: request.email,
  };
  return {
    plan,
    perPayment: centsToDollars(installment.perMonthCents),
    pledge: centsToDollars(installment.totalChargedCents),
  };
}

export const donationCheckout = jsonEndpoint(donationCheckoutRequestSchema, async (request) => {
  const { plan, perPayment, pledge } = donationPlan(request);
  return startCheckout(
    'donations',
    {
      parent_name: request.parent_name,
      email: request.email,
      donation_amount: perPayment,
      donation_type: request.donation_type,
      company_matching: request.company_matching,
      children_data: request.children_data,
      grade_teacher_data: request.grade_teacher_data,
      pledge_amt: pledge,
      ...BLANK_OFFICE_FIELDS,
    },
    plan,
  );
});
