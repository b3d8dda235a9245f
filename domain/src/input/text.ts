/** Blank after trimming (also null/undefined): the forms treat such a value as not given. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** The forms' email rule: something was typed and it contains an at-sign. */
export function hasValidEmail(email: string | null | undefined): boolean {
  return !isBlank(email) && (email ?? '').includes('@');
}

/** Trimmed text, or null when blank: how optional text is stored. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Returns the first failure of checks run in order, or null when all pass. */
export function firstFailure(checks: readonly (() => string | null)[]): string | null {
  for (const check of checks) {
    const failure = check();
    if (failure !== null) return failure;
  }
  return null;
}
