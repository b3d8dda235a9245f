import { z } from '../zod';
import { defaultPageSettings } from './sample-values';
import { visibleCharacters } from './page-icon';

/*
 * The browser tab's title and icon, for the public page and the back office alike. The icon is one or two
 * characters (a letter or an emoji) drawn on the app's badge (page-icon.ts).
 */

const PAGE_TITLE_MAX = 80;
const ICON_MAX_CHARACTERS = 2;
const iconMessage = 'Please enter one or two letters, or one emoji, for the page icon';

export const pageSettingsSchema = z.object({
  title: z
    .string({ error: 'Please enter the page title' })
    .trim()
    .min(1, 'Please enter the page title')
    .max(PAGE_TITLE_MAX, `Please shorten the page title to ${PAGE_TITLE_MAX} characters or fewer`),
  icon: z
    .string({ error: iconMessage })
    .trim()
    .min(1, iconMessage)
    // 16 code units hold any one emoji sequence; the count of visible characters is the real rule.
    .max(16, iconMessage)
    .refine((icon) => visibleCharacters(icon) <= ICON_MAX_CHARACTERS, iconMessage),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;

/** Documents saved before the page had settings read the sample title and icon. */
export const pageSettingsField = pageSettingsSchema.default(defaultPageSettings);
