import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checkoutReturn } from '../shared/checkout-return';
import {
  parseReturningGift,
  rememberedReturningGift,
  rememberReturningGift,
  type ReturningGift,
} from '../shared/returning-gift';

/** A paid checkout's return to a student's page: the gift the form kept, and a monthly gift's manage token. */
export interface PageReturn {
  gift: ReturningGift | null;
  manage: string | null;
}

/**
 * The hosted checkout returns a gift through a student's page to that page (success=true, a monthly gift's
 * manage token). Its thank-you is a history entry of the page's address, so the flags leave the address at
 * once and a reload shows the same thanks; a cancelled checkout names no gift later.
 */
export function usePageReturn(): PageReturn | null {
  const location = useLocation();
  const navigate = useNavigate();
  const { outcome, manage, rest } = checkoutReturn(location.search);
  const returned: PageReturn | null =
    outcome === 'success' ? { gift: rememberedReturningGift(), manage } : thanksIn(location.state);

  useEffect(() => {
    if (outcome === null) return;
    if (outcome === 'canceled') rememberReturningGift(null);
    const state = outcome === 'success' ? { thanks: { gift: rememberedReturningGift(), manage } } : null;
    void navigate(
      { pathname: location.pathname, search: rest, hash: location.hash },
      { replace: true, state },
    );
  }, [outcome, manage, rest, location.pathname, location.hash, navigate]);

  return returned;
}

function thanksIn(state: unknown): PageReturn | null {
  const thanks = (state as { thanks?: unknown } | null)?.thanks;
  if (!thanks || typeof thanks !== 'object') return null;
  const { gift, manage } = thanks as Record<string, unknown>;
  return { gift: parseReturningGift(gift), manage: typeof manage === 'string' ? manage : null };
}
