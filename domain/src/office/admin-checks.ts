import { messages } from '../messages';
import { hasValidEmail, isBlank } from '../input';
import { readNumberInput } from '../input';
import { isDateTimeInput } from '../time';

/*
 * The single checks both add forms run. Each returns its message or null; each form lists them in a fixed
 * order (name, amounts, yearbook, email, partner website, date) and shows the first failure.
 */

export function requiredCheck(value: string, message: string) {
  return () => (isBlank(value) ? message : null);
}

interface NumberMessages {
  invalid: string;
  negative?: string;
  notPositive?: string;
}

/** A number input that may be left empty, but must otherwise be a number within the stated bounds. */
export function optionalNumberCheck(value: string, messages: NumberMessages) {
  return () => {
    const parsed = readNumberInput(value);
    if (parsed === null) return null;
    if (!Number.isFinite(parsed)) return messages.invalid;
    if (messages.negative && parsed < 0) return messages.negative;
    if (messages.notPositive && parsed <= 0) return messages.notPositive;
    return null;
  };
}

export function optionalEmailCheck(value: string) {
  return () => (isBlank(value) || hasValidEmail(value) ? null : messages.validation.email);
}

export function optionalDateCheck(value: string) {
  return () =>
    isBlank(value) || isDateTimeInput(value) ? null : 'Please enter a valid payment completion date';
}

export function optionalWebsiteCheck(value: string) {
  return () =>
    isBlank(value) || /^https?:\/\//i.test(value.trim())
      ? null
      : 'Website must start with http:// or https://';
}

export function yearbookCheck(value: string) {
  return optionalNumberCheck(value, {
    invalid: 'Yearbook number must be a valid number',
    notPositive: 'Yearbook number must be greater than 0',
  });
}

export function netPaymentCheck(value: string) {
  return optionalNumberCheck(value, { invalid: 'Net payment must be a valid number' });
}
