import { isTimeZone } from '../time';
import { defaultPublicLimits, defaultStudentPages, defaultTimeZone } from './sample-values';
import { LEVEL_COUNT } from './level-count';
import type { SchoolSettings } from './school-settings';

// The public page reads GET /api/settings with this guard rather than the zod schema (zod would weigh more than
// the rest of the page's first chunk). The functions serve only a document their schema accepted, defaults
// filled in (functions/src/settings/read-settings.ts), so the page checks that the answer is that document
// and not something else (an error page, a proxy's HTML, a truncated body).

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.length > 0;
const isPositive = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;
const isList = (value: unknown, min: number) => Array.isArray(value) && value.length >= min;

/**
 * The settings as the functions serve them, or null for any other answer. The hourly caps of the public
 * endpoints are not served (a flood need not know them); the page gets the sample caps, which it never uses.
 */
export function readServedSettings(value: unknown): SchoolSettings | null {
  if (!isRecord(value)) return null;
  const {
    organization,
    giving,
    classes,
    tShirtSizes,
    sponsorshipLevels,
    budget,
    campaigns,
    receipts,
    page,
    time_zone,
    studentPages,
  } = value;
  if (!isRecord(organization) || !isRecord(giving) || !isRecord(receipts) || !isRecord(page)) return null;
  if (!isText(page.title) || !isText(page.icon)) return null;
  const named = ['organizationName', 'schoolName', 'fundName', 'teamShortName', 'taxExemptNumber'];
  if (!named.every((key) => isText(organization[key]))) return null;
  if (!['suggestedGift', 'costPerChild', 'tShirtThreshold'].every((key) => isPositive(giving[key])))
    return null;
  if (!isList(classes, 1) || !isList(tShirtSizes, 1) || !isList(budget, 1) || !isList(campaigns, 0))
    return null;
  if (!Array.isArray(sponsorshipLevels)) return null;
  if (sponsorshipLevels.length < LEVEL_COUNT.min || sponsorshipLevels.length > LEVEL_COUNT.max) return null;
  const isLevel = (level: unknown) =>
    isRecord(level) && isText(level.id) && isText(level.name) && isPositive(level.price);
  if (!sponsorshipLevels.every(isLevel)) return null;
  // An answer cached before the zone was served has none: it is the default's, as the stored document reads.
  if (time_zone !== undefined && !(isText(time_zone) && isTimeZone(time_zone as string))) return null;
  const pages = isRecord(studentPages) && typeof studentPages.enabled === 'boolean' ? studentPages : null;
  return {
    ...(value as unknown as SchoolSettings),
    // An answer without them (cached before they were served) reads the sample values, as the document does.
    studentPages: (pages as SchoolSettings['studentPages']) ?? { ...defaultStudentPages },
    limits: { ...defaultPublicLimits },
    time_zone: (time_zone as string | undefined) ?? defaultTimeZone,
  };
}
