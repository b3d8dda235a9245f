/*
 * A page's message is shown to anyone with its link: it may not carry links (a page must not become a way to
 * spread addresses). Caught: anything with "http" or "www.", and domain-like words such as "bit.ly/x" or
 * "example.com", with or without spaces around the dot ("example . com") or the dot written as "(dot)".
 * A sentence's full stop followed by a space and a word ("Thanks. We") is not a domain.
 */
const schemeOrWww = /https?|www\./i;
const dot = String.raw`(?:\.|\s*\(\s*dot\s*\)\s*|\s*\[\s*dot\s*\]\s*)`;
const domainLike = new RegExp(String.raw`[a-z0-9-]+${dot}(?:[a-z]{2,24})(?![a-z])`, 'i');
const spacedDot = new RegExp(
  String.raw`[a-z0-9-]+\s+\.\s*(?:com|org|net|ly|io|co|me|us|app|link|info|biz)\b`,
  'i',
);

export function hasLink(text: string): boolean {
  if (schemeOrWww.test(text) || spacedDot.test(text)) return true;
  // A domain-like match whose dot is followed directly by letters ("site.com"): a sentence's end is not.
  return domainLike.test(text.replace(/\.\s+/g, ' '));
}
