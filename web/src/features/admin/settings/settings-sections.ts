/**
 * The settings' sections, in the order the form shows them: each section's title, and the contents' links to
 * them, come from here.
 */
export const settingsSections = {
  organization: 'Organization',
  page: 'Browser tab',
  giving: 'Giving',
  classes: 'Classes',
  tShirtSizes: 'T-shirt sizes',
  levels: 'Sponsorship levels',
  budget: 'Budget breakdown',
  timeZone: 'Time Zone',
  campaigns: 'Campaigns',
  studentPages: 'Student pages',
  limits: 'Limits',
  receipts: 'Receipts',
} as const;

export type SettingsSectionKey = keyof typeof settingsSections;

/** A section's place on the page: 'levels' -> 'settings-levels'. */
export const sectionAnchor = (section: SettingsSectionKey) => `settings-${section}`;
