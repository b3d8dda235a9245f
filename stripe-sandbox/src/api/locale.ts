import { invalidRequest } from '../errors.ts';
import { optionalString, type Params } from '../params.ts';

/** The languages Stripe's hosted pages speak (their `locale` parameter), `auto` following the browser. */
const STRIPE_LOCALES = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  ),
);

/** A Checkout or Customer Portal session's `locale`: `auto` when absent, refused as Stripe does when unknown. */
export function localeParam(params: Params): string {
  const locale = optionalString(params, 'locale') ?? 'auto';
  if (!STRIPE_LOCALES.has(locale))
    throw invalidRequest(`Invalid locale: ${locale}`, 'locale', 'parameter_invalid_string');
  return locale;
}
