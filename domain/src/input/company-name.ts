/** The longest employer name a gift keeps: a company's legal name fits well within it. */
export const COMPANY_NAME_MAX_LENGTH = 80;

/**
 * Whether a typed text reads as a company's name ("Bay Hardware", "AT&T", "Smith & Sons, Inc.", "3M"): at most
 * eight words of letters, digits and the marks company names use. A message, an address or a link is refused,
 * so a visitor cannot put words of their own into the school's receipts.
 */
export function isCompanyName(value: string): boolean {
  const words = value.trim().split(/\s+/u);
  return (
    value.trim().length <= COMPANY_NAME_MAX_LENGTH &&
    words.length <= 8 &&
    /[\p{L}\p{N}]/u.test(value) &&
    words.every((word) => /^[\p{L}\p{M}\p{N}&.,'’()+-]+$/u.test(word)) &&
    !/(?:^|[\s.])(?:https?|www)\b|\.\.|@|\/\//iu.test(value)
  );
}
