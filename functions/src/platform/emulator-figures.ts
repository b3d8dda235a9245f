/*
 * Figures the local launcher may pass the functions on the emulators only (scripts/src/lib/local-config.ts:
 * TEST_FUNCTIONS_ENV), so that the test suites do not sit out pauses sized for production. Deployed, these
 * variables are never read: every caller falls back to its production figure.
 */

const onEmulator = (): boolean => process.env.FUNCTIONS_EMULATOR === 'true';

/** A list of whole milliseconds (`500,1500`) from `variable`, on the emulators only; null when unset or bad. */
export function emulatorMillis(variable: string): number[] | null {
  const raw = onEmulator() ? process.env[variable] : undefined;
  if (!raw) return null;
  const figures = raw.split(',').map(Number);
  return figures.every((ms) => Number.isInteger(ms) && ms >= 0) ? figures : null;
}
