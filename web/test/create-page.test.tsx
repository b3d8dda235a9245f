import { defaultSettings } from '@hope/domain/settings';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CreatePageScreen } from '../src/features/public/pages/CreatePageScreen';
import { renderAt, stubFetch } from './render';

const classLabel = defaultSettings.classes[0]!.label;
const show = (settings = defaultSettings) => renderAt('/s/new', '/s/new', <CreatePageScreen />, settings);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn() {
  type('First name', 'Maya');
  type('Last initial', 'r');
  fireEvent.change(screen.getByLabelText('Grade and teacher'), { target: { value: classLabel } });
  type('A short message (optional)', 'Help Maya help her school!');
  type('Your name', 'Ana Rivera');
  type('Your email', 'ana@example.com');
}

describe('making a page for my student', () => {
  it('offers the settings classes and the default goal, and says what each bad field needs', async () => {
    const calls = stubFetch(() => [500, {}]);
    show();
    const classes = [...screen.getByLabelText<HTMLSelectElement>('Grade and teacher').options].map(
      (o) => o.value,
    );
    expect(classes).toEqual(['', ...defaultSettings.classes.map((choice) => choice.label)]);
    const goal = screen.getByLabelText<HTMLInputElement>(/Goal/);
    expect(goal.placeholder).toBe(String(defaultSettings.studentPages?.defaultGoal ?? 250));
    type('A short message (optional)', 'See www.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Make the page' }));
    expect(await screen.findByText("Please enter your student's first name")).toBeTruthy();
    expect(screen.getByText('Please enter one letter for the last initial')).toBeTruthy();
    expect(screen.getByText('Please select a grade and teacher')).toBeTruthy();
    expect(screen.getByText('Please remove links from the message')).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('sends the form and shows the link to share, the QR code and the emailed private link', async () => {
    const calls = stubFetch(() => [201, { code: 'abc2345', path: '/s/abc2345' }]);
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: vi.fn(async () => {}) },
    });
    show();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Make the page' }));
    expect(await screen.findByRole('heading', { name: 'Maya R.’s page is ready' })).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: '/api/pages',
      method: 'POST',
      body: {
        firstName: 'Maya',
        lastInitial: 'R',
        gradeTeacher: classLabel,
        goal: '',
        message: 'Help Maya help her school!',
        parentName: 'Ana Rivera',
        email: 'ana@example.com',
        website: '',
      },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Page link').value).toBe(
      `${window.location.origin}/s/abc2345`,
    );
    expect(screen.getByText('We emailed you a private link to edit, pause or delete it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Link copied/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code for Maya R.’s page' })).toBeTruthy();
  });

  it('keeps what was typed and shows the server sentence when it refuses', async () => {
    stubFetch(() => [429, { error: 'Too many pages from here; please try again in an hour.' }]);
    show();
    fillIn();
    type(/Goal/, '300');
    fireEvent.click(screen.getByRole('button', { name: 'Make the page' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many pages from here; please try again in an hour.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Maya');
  });

  it("says in the page's own words that it was not made when the server answers without a sentence", async () => {
    // A gateway error (Hosting's 502) carries no sentence of ours: the parent reads what happened to the page,
    // never a status code, nor the donation form's words.
    stubFetch(() => [502, {}]);
    show();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Make the page' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your page could not be made. Please try again.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Maya');
  });

  it('is closed when the school turns pages off', () => {
    stubFetch(() => [500, {}]);
    show({ ...defaultSettings, studentPages: { enabled: false, defaultGoal: 250, leaderboard: 'off' } });
    expect(screen.getByText(/not offering students/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make the page' })).toBeNull();
  });
});
