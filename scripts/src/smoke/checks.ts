import { appPageCheck } from './app-page';
import { runChecks, type Check, type CheckResult } from './check';
import { checkoutRefusalCheck } from './checkout-refusal';
import { functionAddressesCheck } from './function-addresses';
import { securityHeadersCheck } from './headers';
import { jobsActionCheck } from './jobs-action';
import { healthCheck, progressCheck, settingsCheck } from './public-reads';
import { Site } from './site';
import { webhookCheck } from './webhook';

/** Every check of `npm run smoke`, in the order they print. */
export const SMOKE_CHECKS: Check[] = [
  securityHeadersCheck,
  appPageCheck,
  healthCheck,
  settingsCheck,
  progressCheck,
  checkoutRefusalCheck,
  webhookCheck,
  jobsActionCheck,
  functionAddressesCheck,
];

export function smoke(origin: string): Promise<CheckResult[]> {
  return runChecks(new Site(origin), SMOKE_CHECKS);
}
