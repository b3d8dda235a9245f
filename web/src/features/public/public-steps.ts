import type { GivingChoice } from './main';
import { parseReturningGift, type ReturningGift } from './shared/returning-gift';

/** The giving page's steps, kept in the browser history so Back leaves the donation step as people expect. */
export type PublicStep =
  | { step: 'main' }
  /** fromMain: pushed from this page's main step, so the entry before it is main and Back can pop to it. */
  | { step: 'donation'; choice: GivingChoice; fromMain?: boolean }
  /**
   * manage: a monthly gift's signed link token, for its "Manage my monthly gift" link; gift: what was paid and
   * where its receipt goes, as the form kept it before the hosted checkout.
   */
  | { step: 'thankyou'; check: boolean; manage?: string; gift?: ReturningGift };

export const MAIN_STEP: PublicStep = { step: 'main' };

/** Reads a history entry's state; anything unknown (a fresh visit, an old entry) is the main step. */
export function stepFromHistory(state: unknown): PublicStep {
  if (!state || typeof state !== 'object' || !('step' in state)) return MAIN_STEP;
  const entry = state as Record<string, unknown>;
  if (entry.step === 'donation' && (entry.choice === 'donate' || entry.choice === 'community-partner')) {
    return { step: 'donation', choice: entry.choice, fromMain: entry.fromMain === true };
  }
  if (entry.step === 'thankyou') {
    const manage = typeof entry.manage === 'string' ? entry.manage : undefined;
    const gift = parseReturningGift(entry.gift);
    return {
      step: 'thankyou',
      check: entry.check === true,
      ...(manage ? { manage } : {}),
      ...(gift ? { gift } : {}),
    };
  }
  return MAIN_STEP;
}

/**
 * The form a link opens (a mail's "Pay again": `/?give=donate`, `/?give=community-partner`), and the address
 * without the flag.
 */
export function linkedForm(search: string): { choice: GivingChoice | null; rest: string } {
  const params = new URLSearchParams(search);
  const give = params.get('give');
  if (give !== 'donate' && give !== 'community-partner') return { choice: null, rest: search };
  params.delete('give');
  const rest = params.toString();
  return { choice: give, rest: rest ? `?${rest}` : '' };
}

/** A string that changes exactly when the visible step changes (scroll and focus follow it). */
export function stepKey(step: PublicStep): string {
  return step.step === 'donation' ? `donation:${step.choice}` : step.step;
}
