import { invalidRequest, noSuch } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import { allowOnly, optionalString } from '../params.ts';
import type { PortalSession } from '../types.ts';
import { localeParam } from './locale.ts';
import type { ApiRoute } from './route.ts';

/**
 * POST /v1/billing_portal/sessions: a Customer Portal session for one customer, at a one-time address of the
 * sandbox's portal page (portal-page.ts), which returns to return_url.
 */
export function billingPortalRoutes(publicUrl: () => string): ApiRoute[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      handle: ({ store }, { params }) => {
        allowOnly(params, ['customer', 'return_url', 'locale', 'expand']);
        const locale = localeParam(params);
        const customer = optionalString(params, 'customer');
        if (!customer) throw invalidRequest('Missing required param: customer.', 'customer');
        if (!store.find('customer', customer)) throw noSuch('customer', customer, 'customer');
        const id = newId('bps', 24);
        return store.put<PortalSession>({
          id,
          object: 'billing_portal.session',
          created: nowSeconds(),
          customer,
          livemode: false,
          locale: locale as PortalSession['locale'],
          return_url: optionalString(params, 'return_url') ?? null,
          url: `${publicUrl()}/portal/${id}`,
        });
      },
    },
  ];
}
