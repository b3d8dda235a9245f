import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StudentPageScreen } from '../src/features/public/pages/StudentPageScreen';
import { defaultSettings } from '@hope/domain/settings';
import { renderAt, routeTree, stubFetch } from './render';

const page = {
  code: 'abc2345',
  firstName: 'Maya',
  lastInitial: 'R',
  gradeTeacher: '2nd Grade - Ms. Nguyen',
  goal: 250,
  message: 'Maya loves the garden club!',
  raised: 75,
  gifts: 2,
};

const showPage = () => renderAt('/s/abc2345', '/s/:code', <StudentPageScreen />);

describe('the student page', () => {
  it('shows the child by first name and initial, the class, the progress and the message', async () => {
    const calls = stubFetch(() => [200, { state: 'active', page }]);
    showPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Maya R.' })).toBeTruthy();
    expect(screen.getByText('2nd Grade - Ms. Nguyen')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(bar.getAttribute('aria-valuetext')).toBe('30%: $75 raised of a $250 goal');
    expect(screen.getByText('2 gifts so far')).toBeTruthy();
    expect(screen.getByText('Maya loves the garden club!')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/pages/abc2345']);
    expect(document.title).toBe('Maya R.’s page · Hope Charter School');
  });

  it('answers a page that is not available with a kind page and a way to the main page', async () => {
    stubFetch(() => [200, { state: 'unavailable' }]);
    showPage();
    expect(await screen.findByRole('heading', { name: 'This page is not available right now' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Go to/ }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('reads a failed or malformed answer as not available, never as an error screen', async () => {
    stubFetch(() => [200, { state: 'active', page: { ...page, raised: 'lots' } }]);
    showPage();
    expect(await screen.findByRole('heading', { name: 'This page is not available right now' })).toBeTruthy();
  });

  it('gives through the page: no students to add, the class shown, the page and the choice sent', async () => {
    const calls = stubFetch((url) =>
      url.startsWith('/api/checkout') ? [400, { error: 'Stop here' }] : [200, { state: 'active', page }],
    );
    showPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Give' }));
    expect(await screen.findByRole('heading', { name: 'For Maya R. · 2nd Grade - Ms. Nguyen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Student Information' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Donation Amount/), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: 'Grandma Rose' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'rose@example.com' } });
    fireEvent.click(screen.getByLabelText('Let the family see my name and amount'));
    window.alert = () => undefined;
    const donate = screen.getByRole('button', { name: 'Donate Now' });
    await waitFor(() => expect((donate as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(donate);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/checkout/donation')).toBe(true));
    const body = calls.find((call) => call.url === '/api/checkout/donation')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      pageCode: 'abc2345',
      shareWithFamily: true,
      amount: 40,
      children_data: [],
      grade_teacher_data: [],
    });
  });
});

describe("the student page's tab title", () => {
  it("stays the child's while the school's settings arrive or change after the page shows", async () => {
    stubFetch(() => [200, { state: 'active', page }]);
    const view = showPage();
    await screen.findByRole('heading', { level: 1, name: 'Support Maya R.' });
    // The school's settings change under the page (their provider shows its title again).
    const later = { ...defaultSettings, page: { ...defaultSettings.page, title: 'Give to HOPE this week' } };
    view.rerender(routeTree('/s/abc2345', '/s/:code', <StudentPageScreen />, later));
    await waitFor(() => expect(document.title).toBe('Maya R.’s page · Hope Charter School'));
    view.unmount();
  });
});
