import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, honeypotFilled, WEBSITE_HONEYPOT_FIELD } from '../src/public/honeypot';

describe('the honeypot field', () => {
  it('is filled by any text, number, boolean, list or object', () => {
    for (const value of ['555-0100', ' x ', 0, false, [], {}]) {
      expect(honeypotFilled({ [HONEYPOT_FIELD]: value }), JSON.stringify(value)).toBe(true);
      expect(honeypotFilled({ [WEBSITE_HONEYPOT_FIELD]: value }), JSON.stringify(value)).toBe(true);
    }
  });

  it('is empty when absent, null, undefined or blank, and on bodies that are not objects', () => {
    for (const body of [
      {},
      { [HONEYPOT_FIELD]: '' },
      { [HONEYPOT_FIELD]: '  ' },
      { [HONEYPOT_FIELD]: null },
    ]) {
      expect(honeypotFilled(body), JSON.stringify(body)).toBe(false);
    }
    expect(honeypotFilled({ [HONEYPOT_FIELD]: undefined })).toBe(false);
    for (const body of [null, undefined, 'fax', 42, ['fax']]) expect(honeypotFilled(body)).toBe(false);
  });
});
