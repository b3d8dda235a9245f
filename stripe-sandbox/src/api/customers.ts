import { invalidRequest, noSuch } from '../errors.ts';
import { expand } from '../expand.ts';
import { allowOnly, metadataParam, optionalString, stringList } from '../params.ts';
import { createCustomer } from '../payments.ts';
import { LIST_PARAMS, listPage } from './list.ts';
import type { ApiRoute } from './route.ts';

/** POST /v1/customers: the Customer a pledge's card is saved on (email, name and metadata are what we send). */
const createCustomerRoute: ApiRoute = {
  method: 'POST',
  pattern: /^\/v1\/customers$/,
  handle: ({ store }, { params }) => {
    allowOnly(params, ['email', 'name', 'metadata', 'expand']);
    const email = optionalString(params, 'email');
    if (email !== undefined && email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      throw invalidRequest('Invalid email address: ' + email, 'email', 'email_invalid');
    const name = optionalString(params, 'name');
    if (name !== undefined && name.length > 256)
      throw invalidRequest('Invalid name: must be at most 256 characters', 'name');
    const metadata = metadataParam(params, 'metadata') ?? {};
    const customer = createCustomer(store, email || null);
    Object.assign(customer, { name: name || null, metadata });
    return expand(store, customer, stringList(params, 'expand'));
  },
};

const retrieveCustomer: ApiRoute = {
  method: 'GET',
  pattern: /^\/v1\/customers\/([^/]+)$/,
  handle: ({ store }, { id, params }) => {
    allowOnly(params, ['expand']);
    const customer = store.find('customer', id);
    if (!customer) throw noSuch('customer', id);
    return expand(store, customer, stringList(params, 'expand'));
  },
};

/** GET /v1/customers/:id/payment_methods: the cards attached to the Customer, newest first. */
const listCustomerPaymentMethods: ApiRoute = {
  method: 'GET',
  pattern: /^\/v1\/customers\/([^/]+)\/payment_methods$/,
  handle: ({ store }, { id, params }) => {
    allowOnly(params, ['type', ...LIST_PARAMS]);
    if (!store.find('customer', id)) throw noSuch('customer', id);
    const type = optionalString(params, 'type');
    const methods = store
      .all('payment_method')
      .filter((method) => method.customer === id && (type === undefined || method.type === type));
    return listPage(store, methods, params, {
      url: `/v1/customers/${id}/payment_methods`,
      kind: 'payment_method',
    });
  },
};

export const customerRoutes: ApiRoute[] = [createCustomerRoute, retrieveCustomer, listCustomerPaymentMethods];
