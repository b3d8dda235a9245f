/**
 * How a saved card answers a later off-session charge: `succeeds`; `declines` (generic_decline);
 * `requires_authentication` (the issuer wants 3-D Secure on every charge, which an absent payer cannot give);
 * `expired` (set by a control: the card on file has expired since it was saved).
 */
export type CardBehaviour = 'succeeds' | 'declines' | 'requires_authentication' | 'expired';

export type TestCard = {
  /** The number as Stripe's docs print it, in groups of four. */
  number: string;
  label: string;
  behaviour: Exclude<CardBehaviour, 'expired'>;
  /** The payer must pass a 3-D Secure challenge on the page before the card is saved. */
  authenticatesOnSetup: boolean;
};

/** Stripe's test cards for saving a card and charging it later, with the outcome Stripe gives each. */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242 4242 4242 4242',
    label: 'Visa: later charges succeed',
    behaviour: 'succeeds',
    authenticatesOnSetup: false,
  },
  {
    number: '4000 0000 0000 0341',
    label: 'Visa: saves, but every later charge is declined',
    behaviour: 'declines',
    authenticatesOnSetup: false,
  },
  {
    number: '4000 0027 6000 3184',
    label: 'Visa: asks for authentication when saved and on every later charge',
    behaviour: 'requires_authentication',
    authenticatesOnSetup: true,
  },
];

export const DEFAULT_TEST_CARD = TEST_CARDS[0]!;

/** A test card by its number, spaces optional; undefined for a number the sandbox does not offer. */
export function testCard(number: string): TestCard | undefined {
  const digits = number.replace(/\s/g, '');
  return TEST_CARDS.find((card) => card.number.replace(/\s/g, '') === digits);
}

/** Stripe's card error for a charge a saved card refuses, as its API words it. */
export type CardFailure = { code: string; decline_code?: string; message: string; param?: string };

export const CARD_FAILURES: Record<Exclude<CardBehaviour, 'succeeds'>, CardFailure> = {
  declines: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  requires_authentication: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  expired: {
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
    param: 'exp_month',
  },
};

/** Stripe's page explaining an error code, e.g. https://stripe.com/docs/error-codes/card-declined. */
export const docUrl = (code: string): string =>
  `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`;
