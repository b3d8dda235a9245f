import { appConfig, type SchoolSettings } from '@hope/domain';
import { isEmulator } from './client-address';

/** The public endpoints that are limited: checkouts (donation and sponsorship together) and check pledges. */
export type LimitName = 'checkout' | 'check_pledge';

/** `scope`: per client network, or all clients together (the hourly cap no header can reset). */
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
  const perNetwork =
    name === 'checkout'
      ? appConfig.abuseLimits.checkoutsPerWindow
      : appConfig.abuseLimits.checkPledgesPerWindow;
  return {
    name,
    scope: 'network',
    perWindow: emulatorOverride(PER_NETWORK_OVERRIDES[name]) ?? perNetwork,
    windowMs: WINDOW_MS,
  };
}

/** All clients' allowance per hour, from the school settings (`limits`). */
export function capFor(name: LimitName, settings: SchoolSettings): Limit {
  const { checkoutsPerHour, checkPledgesPerHour } = settings.limits;
  return {
    name,
    scope: 'all',
    perWindow: name === 'checkout' ? checkoutsPerHour : checkPledgesPerHour,
    windowMs: 60 * 60_000,
  };
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
