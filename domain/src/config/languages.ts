import { z } from '../zod';

/**
 * The languages a family can give in. English is the source of every text; a record without a language was
 * made in English. Each is also a locale Stripe Checkout opens in.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const languageSchema = z.enum(LANGUAGES, { error: 'Please choose English or Spanish' });
