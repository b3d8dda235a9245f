/** Value of a number input: text as typed, or a number already parsed by the UI. */
export type NumberInput = string | number | null | undefined;

/**
 * Reads a number input. Blank gives null (not given); text that is not a number gives NaN, so callers can tell
 * "left empty" from "typed nonsense" as the admin validation messages require.
 */
export function readNumberInput(value: NumberInput): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return Number(trimmed);
}

/** A number input as a usable amount: blank or invalid reads as 0 (what the public forms compute with). */
export function amountOrZero(value: NumberInput): number {
  const parsed = readNumberInput(value);
  return parsed !== null && Number.isFinite(parsed) ? parsed : 0;
}
