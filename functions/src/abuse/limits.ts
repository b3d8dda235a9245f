import { appConfig } from '@hope/domain/config';
import { type SchoolSettings } from '@hope/domain/settings';
import { isEmulator } from './client-address';

/**
 * The public endpoints that are limited: checkouts (donation and sponsorship together), check pledges, the
 * openings of manage links (a limit of their own: a donor's link never waits on the checkouts' allowance), and
 * student pages made and managed.
 */
export type LimitName = 'checkout' | 'check_pledge' | 'portal' | 'page_create' | 'page_manage';

/** `scope`: per client network, or all clients together (the hourly threshold no header can reset). */
export type Limit = { name: LimitName; scope: 'network' | 'all'; perWindow: number; windowMs: number };

const WINDOW_MS = appConfig.abuseLimits.windowMinutes * 60_000;

/**
 * Emulators only: the test suites prove the limits at a small figure and the benchmark must never be throttled,
 * so the local launcher may pass other figures in these variables. The per-network ones replace
 * appConfig.abuseLimits; the all-clients ones replace the sample caps, used while settings/school does not
 * exist (a test or benchmark that saves settings sets its own). Deployed functions never read them.
 */
const PER_NETWORK_OVERRIDES: Record<LimitName, string> = {
  checkout: 'ABUSE_CHECKOUTS_PER_WINDOW',
  check_pledge: 'ABUSE_CHECK_PLEDGES_PER_WINDOW',
  portal: 'ABUSE_PORTAL_OPENS_PER_WINDOW',
  page_create: 'ABUSE_PAGE_CREATES_PER_WINDOW',
  page_manage: 'ABUSE_PAGE_MANAGES_PER_WINDOW',
};
/** All clients' manage-link openings per hour: far above a school's monthly donors, far below Stripe's limits. */
const PORTAL_OPENS_PER_HOUR = 600;
/** All clients' student pages made per hour: a whole school's families in an evening, not a script's flood. */
const PAGE_CREATES_PER_HOUR = 300;
/** All clients' calls of pages' manage links per hour. */
const PAGE_MANAGES_PER_HOUR = 1200;
const PER_NETWORK: Record<LimitName, number> = {
  checkout: appConfig.abuseLimits.checkoutsPerWindow,
  check_pledge: appConfig.abuseLimits.checkPledgesPerWindow,
  portal: appConfig.abuseLimits.portalOpensPerWindow,
  page_create: appConfig.abuseLimits.pageCreatesPerWindow,
  page_manage: appConfig.abuseLimits.pageManagesPerWindow,
};
const SAMPLE_CAP_OVERRIDES: Record<keyof SchoolSettings['limits'], string> = {
  checkoutsPerHour: 'ABUSE_ALL_CHECKOUTS_PER_HOUR',
  checkPledgesPerHour: 'ABUSE_ALL_CHECK_PLEDGES_PER_HOUR',
};

function emulatorOverride(variable: string): number | null {
  const override = isEmulator() ? Number(process.env[variable]) : NaN;
  return Number.isInteger(override) && override > 0 ? override : null;
}

/** Each client network's allowance per window. */
export function limitFor(name: LimitName): Limit {
  return {
    name,
    scope: 'network',
    perWindow: emulatorOverride(PER_NETWORK_OVERRIDES[name]) ?? PER_NETWORK[name],
    windowMs: WINDOW_MS,
  };
}

/**
 * A network's calls let through with a solved challenge, per window: ten times its unverified allowance, so a
 * school event's shared network always gets through, while a script that solves challenges by the thousand is
 * held to a figure (and to the work of each challenge). Direct calls share one such bucket.
 */
const SOLVED_FACTOR = 10;

export function solvedLimitFor(name: LimitName): Limit {
  const network = limitFor(name);
  return { ...network, perWindow: network.perWindow * SOLVED_FACTOR };
}

/**
 * All clients' calls per hour past which every unverified call is asked for a challenge (no longer refused):
 * the school settings' (`limits`) for checkouts and pledges.
 */
export function capFor(name: LimitName, settings: SchoolSettings): Limit {
  const { checkoutsPerHour, checkPledgesPerHour } = settings.limits;
  const perHour = {
    checkout: checkoutsPerHour,
    check_pledge: checkPledgesPerHour,
    portal: PORTAL_OPENS_PER_HOUR,
    page_create: PAGE_CREATES_PER_HOUR,
    page_manage: PAGE_MANAGES_PER_HOUR,
  };
  return { name, scope: 'all', perWindow: perHour[name], windowMs: 60 * 60_000 };
}

/** The sample settings with the emulator's sample caps, if the launcher passed any. */
export function withSampleCaps(settings: SchoolSettings): SchoolSettings {
  const limits = { ...settings.limits };
  for (const [field, variable] of Object.entries(SAMPLE_CAP_OVERRIDES)) {
    const override = emulatorOverride(variable);
    if (override !== null) limits[field as keyof typeof limits] = override;
  }
  return { ...settings, limits };
}
