/*
 * Figures the local stack may give the functions on the emulators only, so that the test suites do not sit out
 * pauses sized for production: in the environment the Functions emulator hands the functions
 * (scripts/src/lib/local-config.ts: TEST_FUNCTIONS_ENV), or in functions/.env.local, which the emulator also
 * reads when it loads the functions' definitions and which a deploy ignores. Deployed, FUNCTIONS_EMULATOR is
 * never set, so these variables are never read: every caller falls back to its production figure.
 */

/** Whole non-negative numbers (`500,1500`) from `variable`, on the emulators only; null when unset or bad. */
export function emulatorFigures(variable: string): number[] | null {
  const raw = process.env.FUNCTIONS_EMULATOR === 'true' ? process.env[variable] : undefined;
  if (!raw) return null;
  const figures = raw.split(',').map(Number);
  return figures.every((figure) => Number.isInteger(figure) && figure >= 0) ? figures : null;
}
