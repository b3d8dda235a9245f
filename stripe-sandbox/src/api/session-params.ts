import { invalidRequest } from '../errors.ts';
import { optionalInteger, optionalString, requiredString, type Params } from '../params.ts';

/** Stripe's bounds for a session's expiry: 30 minutes to 24 hours after its creation. */
export function expiresAtParam(params: Params, created: number): number {
  const expiresAt = optionalInteger(params, 'expires_at');
  if (expiresAt === undefined) return created + 24 * 3600;
  if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
    throw invalidRequest(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours after the Checkout Session is created.',
      'expires_at',
    );
  }
  return expiresAt;
}

export function absoluteUrl(params: Params, key: string): string {
  const value = requiredString(params, key);
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw invalidRequest('Not a valid URL', key, 'url_invalid');
  return value;
}

export function clientReference(params: Params): string | null {
  const reference = optionalString(params, 'client_reference_id');
  if (reference !== undefined && reference.length > 200)
    throw invalidRequest('client_reference_id must be at most 200 characters.', 'client_reference_id');
  return reference ?? null;
}
