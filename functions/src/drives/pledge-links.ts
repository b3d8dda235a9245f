import type { Language } from '@hope/domain/config';
import { pageUrl } from '../pages/page-links';

/**
 * The relative's private link to change or cancel a pledge, in their language: the pledge's id and key travel in
 * the fragment, which a browser never sends to a server (no log, no Referer).
 */
export const pledgeChangeUrl = (code: string, pledgeId: string, key: string, language: Language): string =>
  `${pageUrl(code)}/pledge${language === 'en' ? '' : `?lang=${language}`}#id=${encodeURIComponent(pledgeId)}&key=${encodeURIComponent(key)}`;
