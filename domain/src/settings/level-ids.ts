import { z } from '../zod';

/** The ids of the sponsorship levels a partner record can hold. */
export const partnerLevelSchema = z.enum(['bronze', 'silver', 'gold', 'platinum']);
export type PartnerLevel = z.infer<typeof partnerLevelSchema>;
