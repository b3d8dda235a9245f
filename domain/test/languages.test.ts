import { describe, expect, it } from 'vitest';
import { languageOfTag, preferredLanguage, visitLanguage } from '../src/config';

describe('the languages families read', () => {
  it('reads a language from a tag, whatever its region or case', () => {
    expect(languageOfTag('es-MX')).toBe('es');
    expect(languageOfTag('ES')).toBe('es');
    expect(languageOfTag('en_US')).toBe('en');
    expect(languageOfTag('fr-CA')).toBeNull();
    expect(languageOfTag('')).toBeNull();
  });

  it("takes the first language we have from a reader's list or an Accept-Language header", () => {
    expect(preferredLanguage(['fr-FR', 'es-419', 'en'])).toBe('es');
    expect(preferredLanguage('es-MX;q=0.9, en;q=0.8'.split(','))).toBe('es');
    expect(preferredLanguage(['de', 'fr'])).toBeNull();
  });

  it("opens a visit in the link's language, else the remembered one, else the browser's, else English", () => {
    expect(visitLanguage({ query: 'es', stored: 'en', preferred: ['en'] })).toBe('es');
    expect(visitLanguage({ query: 'xx', stored: 'es', preferred: ['en'] })).toBe('es');
    expect(visitLanguage({ query: null, stored: 'en', preferred: ['es-MX'] })).toBe('en');
    expect(visitLanguage({ query: null, stored: 'es-MX', preferred: ['en'] })).toBe('en');
    expect(visitLanguage({ query: null, stored: null, preferred: ['de', 'es-US'] })).toBe('es');
    expect(visitLanguage({ query: null, stored: null, preferred: ['de'] })).toBe('en');
  });
});
