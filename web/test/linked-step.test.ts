import { describe, expect, it } from 'vitest';
import { linkedStep } from '../src/features/public/public-steps';

/* A mail's "Pay again" link opens the giving page on its form: `?give=donate` or `?give=community-partner`. */
describe('a link that opens a form', () => {
  it('opens the form it names and leaves the other parameters in the address', () => {
    expect(linkedStep('?give=community-partner&ref=mail')).toEqual({
      step: { step: 'donation', choice: 'community-partner' },
      rest: '?ref=mail',
    });
    expect(linkedStep('?give=donate')).toEqual({ step: { step: 'donation', choice: 'donate' }, rest: '' });
  });

  it('opens nothing for another or no form, and leaves the address as it is', () => {
    expect(linkedStep('?give=anything')).toEqual({ step: null, rest: '?give=anything' });
    expect(linkedStep('')).toEqual({ step: null, rest: '' });
  });
});
