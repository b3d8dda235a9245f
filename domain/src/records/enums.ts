import { z } from '../zod';

export const donationTypeSchema = z.enum(['one_time', 'monthly', 'check']);
export type DonationType = z.infer<typeof donationTypeSchema>;

/** Card checkouts only: a check is recorded by the office, never paid through Stripe. */
export const cardDonationTypeSchema = z.enum(['one_time', 'monthly']);
export type CardDonationType = z.infer<typeof cardDonationTypeSchema>;
