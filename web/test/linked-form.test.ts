import { describe, expect, it } from 'vitest';
import { linkedForm } from '../src/features/public/public-steps';

/* A mail's "Pay again" link opens the giving page on its form: `?give=donate` or `?give=community-partner`. */
describe('a link that opens a form', () => {
  it('opens the form it names and leaves the other parameters in the address', () => {
    expect(linkedForm('?give=community-partner&ref=mail')).toEqual({
      choice: 'community-partner',
      rest: '?ref=mail',
    });
    expect(linkedForm('?give=donate')).toEqual({ choice: 'donate', rest: '' });
  });

  it('opens nothing for another or no form, and leaves the address as it is', () => {
    expect(linkedForm('?give=anything')).toEqual({ choice: null, rest: '?give=anything' });
    expect(linkedForm('')).toEqual({ choice: null, rest: '' });
  });
});
