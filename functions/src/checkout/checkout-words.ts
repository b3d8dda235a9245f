import { appConfig, type Language } from '@hope/domain/config';

/*
 * What Stripe's checkout page calls the payment, in the payer's language. The English is the product's own
 * wording (a donation's name is the spec's); the school's own words in it (a level's name) come in already in
 * the language, through the settings' Spanish versions.
 */
interface CheckoutWords {
  donation: Record<keyof typeof appConfig.donationProducts, string>;
  partnership: (levelName: string) => string;
  /** Under the product when the payer covers the card fee: the gift and the fee, money already formatted. */
  feeCovered: (gift: string, fee: string, monthly: boolean) => string;
}

export const checkoutWords: Record<Language, CheckoutWords> = {
  en: {
    donation: {
      one_time: appConfig.donationProducts.one_time.name,
      monthly: appConfig.donationProducts.monthly.name,
    },
    partnership: (levelName) => `${levelName} Community Partnership`,
    feeCovered: (gift, fee, monthly) =>
      `${gift} gift${monthly ? ' each month' : ''} + ${fee} to cover the card fee`,
  },
  es: {
    donation: { one_time: 'Donación única', monthly: 'Donación mensual' },
    partnership: (levelName) => `Patrocinio comunitario ${levelName}`,
    feeCovered: (gift, fee, monthly) =>
      `Donación de ${gift}${monthly ? ' cada mes' : ''} + ${fee} para cubrir la comisión de la tarjeta`,
  },
};
