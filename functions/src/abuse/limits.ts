import { appConfig } from '@hope/domain';
import { isEmulator } from './client-address';

/** The public endpoints that are limited; each has its own counter per client network and window. */
export type LimitName = 'checkout' | 'check_pledge';

export type Limit = { name: LimitName; perWindow: number; windowMs: number };

/**
 * Emulators only: the test suites prove the limits at a small figure and the benchmark must never be throttled,
 * so the local launcher may pass other figures in these variables. Deployed functions use the school settings.
 */
const EMULATOR_OVERRIDES: Record<LimitName, string> = {
  checkout: 'ABUSE_CHECKOUTS_PER_WINDOW',
  check_pledge: 'ABUSE_CHECK_PLEDGES_PER_WINDOW',
};

const SCHOOL_LIMITS: Record<LimitName, number> = {
  checkout: appConfig.abuseLimits.checkoutsPerWindow,
  check_pledge: appConfig.abuseLimits.checkPledgesPerWindow,
};

export function limitFor(name: LimitName): Limit {
  const override = isEmulator() ? Number(process.env[EMULATOR_OVERRIDES[name]]) : NaN;
  return {
    name,
    perWindow: Number.isInteger(override) && override > 0 ? override : SCHOOL_LIMITS[name],
    windowMs: appConfig.abuseLimits.windowMinutes * 60_000,
  };
}
