import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicPage } from '../src/features/public/PublicPage';
import { rememberReturningGift } from '../src/features/public/shared/returning-gift';
import { ThankYouStep } from '../src/features/public/thank-you/ThankYouStep';
import { renderAt, stubFetch } from './render';

const thanks = (gift: Parameters<typeof ThankYouStep>[0]['gift']) =>
  renderAt('/', '/', <ThankYouStep check={false} manage={null} gift={gift} onStartOver={() => undefined} />);

/** A paragraph whose whole text (its strong parts included) matches. */
const paragraph = (text: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && text.test(element.textContent ?? '');

afterEach(() => sessionStorage.clear());

describe('the thank-you step after a card payment', () => {
  it('names a one-time gift and the address its receipt goes to', () => {
    thanks({ amount: 50, months: null, email: 'ann@example.com' });
    expect(
      screen.getByText(paragraph(/Your gift: \$50\.00\. Your receipt is on its way to ann@example\.com\./)),
    ).toBeTruthy();
  });

  it('names a monthly gift with its months', () => {
    thanks({ amount: 100, months: 12, email: 'cy@example.com' });
    expect(screen.getByText(paragraph(/Your gift: \$100\.00 a month, for 12 months\./))).toBeTruthy();
  });

  it('says a receipt is coming by email when it does not know the gift', () => {
    thanks(null);
    expect(screen.getByText('Your receipt is on its way by email.')).toBeTruthy();
  });

  it('shows the gift the form kept before the hosted checkout, and Start Over forgets it', async () => {
    rememberReturningGift({ amount: 25, months: null, email: 'kay@example.com' });
    stubFetch(() => [200, null]); // the main step's progress, after Start Over: none
    renderAt('/?success=true', '/', <PublicPage />);
    expect(await screen.findByText(paragraph(/Your gift: \$25\.00\./))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(sessionStorage.length).toBe(0);
  });
});

describe('sharing the giving page', () => {
  it("opens the device's share sheet with the page's address", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    thanks(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Share the giving page' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/` }));
  });

  it('copies the address where there is no share sheet, and a toast says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    thanks(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Share the giving page' }));
    expect(await screen.findByText('Link copied. Paste it in a message or an email.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/`);
  });
});
