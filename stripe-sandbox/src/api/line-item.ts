import { invalidRequest } from '../errors.ts';
import {
  allowOnly,
  requiredInteger,
  requiredObject,
  requiredString,
  optionalObject,
  optionalInteger,
  type Params,
} from '../params.ts';
import type { SessionPlan } from '../store.ts';

export type LineItem = Omit<SessionPlan, 'paymentIntentMetadata' | 'subscriptionMetadata'>;

/**
 * The one line item our app sends: price_data with an amount in integer cents, monthly when recurring. Stripe
 * accepts more (several items, saved prices, other currencies); the sandbox says clearly that it does not.
 */
export function lineItem(params: Params, mode: 'payment' | 'subscription'): LineItem {
  const items = params.line_items;
  if (items === undefined)
    throw invalidRequest(`line_items is required in ${mode} mode.`, 'line_items', 'parameter_missing');
  const item = Array.isArray(items) && items.length === 1 ? items[0] : undefined;
  if (typeof item !== 'object' || Array.isArray(item)) {
    throw invalidRequest('The sandbox supports exactly one line item with price_data.', 'line_items');
  }
  allowOnly(item, ['price_data', 'quantity'], 'line_items[0]');
  const quantity = requiredInteger(item, 'quantity', 'line_items[0]');
  if (quantity < 1) throw invalidRequest('Quantity must be at least 1.', 'line_items[0][quantity]');
  const p = 'line_items[0][price_data]';
  const priceData = requiredObject(item, 'price_data', 'line_items[0]');
  allowOnly(priceData, ['currency', 'unit_amount', 'product_data', 'recurring'], p);
  if (requiredString(priceData, 'currency', p) !== 'usd') {
    throw invalidRequest('The sandbox charges in usd only.', `${p}[currency]`);
  }
  const unitAmount = requiredInteger(priceData, 'unit_amount', p);
  if (unitAmount < 0 || unitAmount > 99_999_999)
    throw invalidRequest(`Invalid integer: ${unitAmount}`, `${p}[unit_amount]`);
  const productData = requiredObject(priceData, 'product_data', p);
  allowOnly(productData, ['name', 'description'], `${p}[product_data]`);
  const productName = requiredString(productData, 'name', `${p}[product_data]`);
  const monthly = isMonthly(optionalObject(priceData, 'recurring', p), `${p}[recurring]`);
  if (mode === 'payment' && monthly) {
    throw invalidRequest(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      'line_items',
    );
  }
  if (mode === 'subscription' && !monthly) {
    throw invalidRequest(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  }
  return { productName, unitAmount, quantity, interval: monthly ? 'month' : null };
}

function isMonthly(recurring: Params | undefined, param: string): boolean {
  if (!recurring) return false;
  allowOnly(recurring, ['interval', 'interval_count'], param);
  if (
    requiredString(recurring, 'interval', param) !== 'month' ||
    (optionalInteger(recurring, 'interval_count', param) ?? 1) !== 1
  ) {
    throw invalidRequest('The sandbox supports monthly prices only.', param);
  }
  return true;
}
