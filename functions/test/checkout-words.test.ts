import { LANGUAGES } from '@hope/domain/config';
import { describe, expect, it } from 'vitest';
import { checkoutWords } from '../src/checkout/checkout-words';

describe("what Stripe's checkout page calls the payment", () => {
  it('keeps the English as it always was', () => {
    const { donation, partnership, feeCovered } = checkoutWords.en;
    expect(donation).toEqual({ one_time: 'One Time Donation', monthly: 'Monthly Donation' });
    expect(partnership('Gold')).toBe('Gold Community Partnership');
    expect(feeCovered('$300.00', '$9.57', true)).toBe(
      '$300.00 gift each month + $9.57 to cover the card fee',
    );
  });

  it('words it in Spanish for a Spanish-reading payer, around the level name it is given', () => {
    const { donation, partnership, feeCovered } = checkoutWords.es;
    expect(donation).toEqual({ one_time: 'Donación única', monthly: 'Donación mensual' });
    expect(partnership('Oro')).toBe('Patrocinio comunitario Oro');
    expect(feeCovered('$50.00', '$1.80', false)).toBe(
      'Donación de $50.00 + $1.80 para cubrir la comisión de la tarjeta',
    );
  });

  it('has every wording in every language the page speaks', () => {
    for (const language of LANGUAGES) {
      const words = checkoutWords[language];
      expect(Object.values(words.donation).every((name) => name.trim() !== '')).toBe(true);
      expect(words.partnership('X')).toContain('X');
    }
  });
});
