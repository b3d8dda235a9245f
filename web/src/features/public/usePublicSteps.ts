import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GivingChoice } from './main';
import { checkoutReturn } from './shared/checkout-return';
import { linkedForm, MAIN_STEP, stepFromHistory, stepKey, type PublicStep } from './public-steps';
import { rememberedReturningGift, rememberReturningGift } from './shared/returning-gift';

/**
 * The current step and the moves between them. Each move is a history entry (Back on the donation step
 * returns to main); the checkout's return flags and a link's form (`?give=`) open the right step and leave the
 * address at once.
 */
export function usePublicSteps() {
  const location = useLocation();
  const navigate = useNavigate();
  const { outcome, manage, rest } = checkoutReturn(location.search);
  const linked = linkedForm(location.search);
  const step: PublicStep =
    outcome === 'success'
      ? returnedStep(manage)
      : linked.choice
        ? { step: 'donation', choice: linked.choice }
        : stepFromHistory(location.state);

  useEffect(() => {
    if (outcome === null) return;
    // A checkout left unpaid names no gift later.
    if (outcome === 'canceled') rememberReturningGift(null);
    const state: PublicStep = outcome === 'success' ? returnedStep(manage) : MAIN_STEP;
    void navigate(
      { pathname: location.pathname, search: rest, hash: location.hash },
      { replace: true, state },
    );
  }, [outcome, manage, rest, location.pathname, location.hash, navigate]);

  // A link that opens a form leaves the address at once: Back from the form then goes to the main step.
  useEffect(() => {
    if (linked.choice === null) return;
    void navigate(
      { pathname: location.pathname, search: linked.rest, hash: location.hash },
      { replace: true, state: { step: 'donation', choice: linked.choice } satisfies PublicStep },
    );
  }, [linked.choice, linked.rest, location.pathname, location.hash, navigate]);

  const go = (next: PublicStep, replace: boolean) =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace, state: next });

  return {
    step,
    choose: (choice: GivingChoice) => go({ step: 'donation', choice, fromMain: true }, false),
    /** The form's back action does what the browser's Back does when the entry before is our main step. */
    backToMain: () => {
      if (step.step === 'donation' && step.fromMain) void navigate(-1);
      else go(MAIN_STEP, false);
    },
    /** The donation step is over: Back must not return to a form that was already sent. */
    checkPledged: () => go({ step: 'thankyou', check: true }, true),
    startOver: () => {
      rememberReturningGift(null);
      go(MAIN_STEP, false);
    },
  };
}

/** The thank-you step a paid checkout returns to, with the gift the form kept (it stays in the history entry). */
function returnedStep(manage: string | null): PublicStep {
  const gift = rememberedReturningGift();
  return { step: 'thankyou', check: false, ...(manage ? { manage } : {}), ...(gift ? { gift } : {}) };
}

/** Every step change scrolls to the top and puts keyboard and screen-reader focus on the new step. */
export function useStepArrival(step: PublicStep) {
  const container = useRef<HTMLDivElement>(null);
  const key = stepKey(step);
  const first = useRef(true);
  // Steps are history entries: a browser that restores the old position on Back would do so after our scroll
  // to the top, leaving a parent mid-page. On the public page the app alone decides.
  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    container.current?.focus({ preventScroll: true });
  }, [key]);
  return container;
}
