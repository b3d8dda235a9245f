/**
 * The hosted checkout's return flags (success=true / canceled=true), a monthly gift's manage token, and the
 * address without them.
 */
export function checkoutReturn(search: string): {
  outcome: 'success' | 'canceled' | null;
  manage: string | null;
  rest: string;
} {
  const params = new URLSearchParams(search);
  const success = params.get('success') === 'true';
  const canceled = params.get('canceled') === 'true';
  if (!success && !canceled) return { outcome: null, manage: null, rest: search };
  const manage = success ? params.get('manage') : null;
  for (const name of ['success', 'canceled', 'manage']) params.delete(name);
  const rest = params.toString();
  return { outcome: success ? 'success' : 'canceled', manage, rest: rest ? `?${rest}` : '' };
}
