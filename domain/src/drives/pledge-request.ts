import { z } from '../zod';
import { appConfig, DEFAULT_LANGUAGE } from '../config';
import { isPersonName } from '../input';
import { hasAtMostTwoDecimals } from '../money';
import { languageSchema } from '../records';
import { emailField, requiredText } from '../public';

const { limits } = appConfig;
const largest = `$${limits.maxAmount.toLocaleString('en-US')}`;

/** The pledge form's words, and the server's for the same value. */
export const pledgeMessages = {
  rate: 'Please enter an amount per unit of at least $0.01',
  rateTooHigh: `Please enter an amount per unit of at most ${largest}`,
  cents: 'Please enter dollars and cents (at most 2 decimals)',
  most: 'Please enter the most you will give in all, or leave it empty',
  mostTooHigh: `Please enter a most of at most ${largest}`,
  mostBelowRate: 'The most in all must be at least the amount per unit',
  name: 'Please enter your name',
  nameTooLong: `Please shorten your name to ${limits.nameMaxLength} characters or fewer`,
  nameLetters: 'Please enter your name in letters, as people write it',
  closed: 'This drive is not taking pledges now',
  pagePaused: 'This page is not taking gifts right now',
} as const;

const m = pledgeMessages;

const dollars = (missing: string, tooHigh: string) =>
  z
    .number({ error: missing })
    .refine((value) => Number.isFinite(value) && value >= 0.01, missing)
    .refine((value) => value <= limits.maxAmount, tooHigh)
    .refine(hasAtMostTwoDecimals, m.cents);

const mostField = z
  .union([z.literal(''), z.null(), dollars(m.most, m.mostTooHigh)], { error: m.most })
  .transform((value) => (value === '' ? null : value));

const who = {
  name: requiredText(m.name, m.nameTooLong, limits.nameMaxLength).refine(isPersonName, m.nameLetters),
  email: emailField,
};

const mostNotBelowRate = (pledge: { rate: number; most: number | null }) =>
  pledge.most === null || pledge.most >= pledge.rate;
const belowRate = { message: m.mostBelowRate, path: ['most'] };

/**
 * A per-unit pledge from a student's page: the amount per unit, an optional most in all, and who pledges (a name
 * checked as a name, since the school's mail to the address typed greets them by it).
 */
export const pledgeRequestSchema = z
  .object({
    rate: dollars(m.rate, m.rateTooHigh),
    most: mostField,
    ...who,
    language: languageSchema.default(DEFAULT_LANGUAGE),
  })
  .refine(mostNotBelowRate, belowRate);
export type PledgeRequestInput = z.input<typeof pledgeRequestSchema>;
export type PledgeRequest = z.output<typeof pledgeRequestSchema>;

/** The pledge form as typed: the amounts as text (blank most: none), read as the request reads them. */
export interface PledgeAmountsValues {
  rate: string;
  most: string;
}
export interface PledgeFormValues extends PledgeAmountsValues {
  name: string;
  email: string;
}
export type PledgeAmounts = Pick<PledgeRequest, 'rate' | 'most'>;

const typed = (value: string): number | '' | null => (value.trim() === '' ? '' : Number(value.trim()));
const typedAmounts = {
  rate: z.string().transform(typed).pipe(dollars(m.rate, m.rateTooHigh)),
  most: z.string().transform(typed).pipe(mostField),
};

/** The amounts alone, as the pledge's private link changes them. */
export const pledgeAmountsSchema: z.ZodType<PledgeAmounts, PledgeAmountsValues> = z
  .object(typedAmounts)
  .refine(mostNotBelowRate, belowRate);

export const pledgeFormSchema: z.ZodType<Omit<PledgeRequest, 'language'>, PledgeFormValues> = z
  .object({ ...typedAmounts, ...who })
  .refine(mostNotBelowRate, belowRate);
