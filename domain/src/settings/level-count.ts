/**
 * Fewest and most sponsorship levels a school may offer: the public page lays out three to five cards. No zod
 * here: the public page's first load checks the served settings with it.
 */
export const LEVEL_COUNT = { min: 3, max: 5 } as const;
