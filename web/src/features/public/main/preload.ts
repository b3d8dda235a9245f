import { preloadDonateForm } from '../donate';
import { preloadSponsorForm } from '../sponsor';

/** The two ways to give the main step offers; each opens its form on the donation step. */
export type GivingChoice = 'donate' | 'community-partner';

/** Starts downloading a choice's form a moment before it is chosen (a pointer over its button). */
export const preloadChoice: Record<GivingChoice, () => void> = {
  donate: preloadDonateForm,
  'community-partner': preloadSponsorForm,
};
