import { appConfig, DONATIONS_COLLECTION, requestSchemas } from '@hope/domain';
import { jsonEndpoint } from '../http/json-endpoint';
import { chargeFor, type ChargePlan } from './session-params';
import { BLANK_OFFICE_FIELDS } from './new-record';
import { startCheckout } from './start-checkout';

export const donationCheckout = jsonEndpoint(
  (settings) => requestSchemas(settings).donationCheckout,
  async (request) => {
    // One-time: the gift itself. Monthly: `amount` is the total, paid as `months` equal monthly payments.
    const months = request.donation_type === 'monthly' ? request.months : null;
    const { charge, perPayment, pledge } = chargeFor(request.amount, months, request.cover_fee);
    const plan: ChargePlan = {
      productName: appConfig.donationProducts[request.donation_type].name,
      ...charge,
      customerEmail: request.email,
    };
    return startCheckout(
      DONATIONS_COLLECTION,
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
  },
);
