import { formatPhone, type CheckPledgeRequest, type SponsorshipLevelSettings } from '@hope/domain';
import { BLANK_OFFICE_FIELDS } from './new-record';

/**
 * The partner document the public sponsorship form creates, before any payment. The level (price, name, product)
 * comes from the school's settings; the record keeps the name and price it was sold at.
 */
export function newPartnerRecord(
  request: CheckPledgeRequest,
  level: SponsorshipLevelSettings,
  payment: { payByCheck: boolean; monthly: boolean; pledge: number },
) {
  return {
    company_name: request.company_name,
    contact_name: request.contact_name,
    contact_phone: formatPhone(request.contact_phone) || request.contact_phone,
    email: request.email,
    partnership_level: level.id,
    level_name: level.name,
    partnership_amount: level.price,
    donation_type: payment.monthly ? 'monthly' : 'one_time',
    pay_by_check: payment.payByCheck,
    stripe_product_id: level.productId,
    pledge_amt: payment.pledge,
    ...BLANK_OFFICE_FIELDS,
    banner: null,
    website: null,
    children_data: request.children_data?.length ? request.children_data : null,
    grade_teacher_data: request.grade_teacher_data?.length ? request.grade_teacher_data : null,
  };
}
