// No zod here: the public page's first chunk lists the classes in use.
import type { Language } from '../config';
import { schoolDateKey } from '../time';
import { campaignsNewestFirst } from './current-campaign';
import type { ClassChoice } from './schema';

/*
 * Classes change with the school year, and the office prepares next year's before it starts: a campaign may keep
 * its own list of classes, which families choose from once it has started (in school time). Until then, and for
 * every campaign without a list of its own, the school's list is the one in use. Records keep the class text they
 * were given, so a new list never changes a gift already made.
 */

interface ClassLists {
  classes: ClassChoice[];
  campaigns: readonly { start: string; classes?: ClassChoice[] | undefined }[];
  time_zone: string;
}

/** The choices of a campaign: its own list, else the school's. */
export function classesOfCampaign(
  settings: Pick<ClassLists, 'classes'>,
  campaign: { classes?: ClassChoice[] | undefined } | null,
): ClassChoice[] {
  return campaign?.classes?.length ? campaign.classes : settings.classes;
}

/** The campaign whose own classes families pick from at `now`, or null while the school's list is in use. */
export function classListOwner<C extends ClassLists['campaigns'][number]>(
  settings: Omit<ClassLists, 'campaigns'> & { campaigns: readonly C[] },
  now: Date,
): C | null {
  const today = schoolDateKey(settings.time_zone, now);
  const started = campaignsNewestFirst(settings.campaigns).find((campaign) => campaign.start <= today);
  return started?.classes?.length ? started : null;
}

/** The choices families pick from at `now`: those of the latest campaign started by then, if it has its own. */
export function classesInUse(settings: ClassLists, now: Date): ClassChoice[] {
  return classesOfCampaign(settings, classListOwner(settings, now));
}

/** Every list of classes the settings keep: the school's, then each campaign's own. */
function classLists(settings: Omit<ClassLists, 'time_zone'>): ClassChoice[][] {
  return [settings.classes, ...settings.campaigns.map((campaign) => campaign.classes ?? [])];
}

/** Each class label once, in the order the lists give them (the office translates a class once). */
export function everyClassLabel(settings: Omit<ClassLists, 'time_zone'>): string[] {
  return [...new Set(classLists(settings).flatMap((list) => list.map((choice) => choice.label)))];
}

/** The version of a class's name in a language, from whichever list has one, or '' while none does. */
export function classVersionIn(
  settings: Omit<ClassLists, 'time_zone'>,
  label: string,
  language: Exclude<Language, 'en'>,
): string {
  for (const list of classLists(settings)) {
    const version = list.find((choice) => choice.label === label)?.translations?.[language]?.label?.trim();
    if (version) return version;
  }
  return '';
}

/**
 * A class's name in a language, else its label. Only for display: the label itself is the value a form sends
 * and a record keeps, so a translated name never changes what is recorded.
 */
export function classNameIn(
  settings: Omit<ClassLists, 'time_zone'>,
  label: string,
  language: Language,
): string {
  return (language !== 'en' && classVersionIn(settings, label, language)) || label;
}
