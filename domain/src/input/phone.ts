import { appConfig } from '../config';

/**
 * Formats a US phone number as typed: digits only, shaped as (555) 123-4567 and never longer than 14
 * characters. Works on partial input, so it can run on every keystroke.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  let formatted = `(${area}`;
  if (digits.length > 3) formatted += `) ${exchange}`;
  if (digits.length > 6) formatted += `-${line}`;
  return formatted.slice(0, appConfig.limits.phoneMaxLength);
}
