import type { Language } from '@hope/domain/config';
import { siteOrigin } from '../platform/config';

/** The page's public address on the site. */
export const pageUrl = (code: string): string => `${new URL(siteOrigin.value()).origin}/s/${code}`;

/**
 * The parent's private manage link, opening in the parent's language: the key is in the fragment, which a
 * browser never sends to a server, so it reaches no log and no Referer.
 */
export const manageUrl = (code: string, key: string, language: Language = 'en'): string =>
  `${pageUrl(code)}/manage${language === 'en' ? '' : `?lang=${language}`}#key=${encodeURIComponent(key)}`;
