import { defaultSettings } from '@hope/domain/settings';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../src/i18n';
import { MainStep } from '../src/features/public/main/MainStep';
import { ShareLink } from '../src/features/public/pages/ShareLink';
import { ThankYouStep } from '../src/features/public/thank-you/ThankYouStep';
import { renderAt, stubFetch } from './render';

const progress = { campaign: 'c', goal: 10000, raised: 700, families: 3, partners: 0 };
const classes = [
  { gradeTeacher: '2nd Grade - Ms. Nguyen', raised: 500, families: 2, participation: 0.1 },
  { gradeTeacher: 'Kindergarten - Mr. Ode', raised: 200, families: 1, participation: null },
  { gradeTeacher: '3rd Grade - Ms. Lee', raised: 0, families: 0, participation: 0 },
];
const showMain = (
  leaderboard: 'off' | 'totals' | 'participation',
  sent: object = { ...progress, classes },
) => {
  stubFetch(() => [200, sent]);
  const settings = { ...defaultSettings, studentPages: { enabled: true, defaultGoal: 250, leaderboard } };
  return renderAt('/', '/', <MainStep onChoose={() => undefined} />, settings);
};

describe('the class leaderboard on the public page', () => {
  it('speaks Spanish on a Spanish visit', async () => {
    await activateLocale('es', { remember: false });
    try {
      showMain('participation');
      const list = await screen.findByRole('list', { name: 'Clases' });
      const rows = within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(rows).toEqual(['2nd Grade - Ms. Nguyen10% de las familias', 'Kindergarten - Mr. Ode1 familia']);
      expect(screen.getByText('Cuántas familias de cada clase donaron.')).toBeTruthy();
    } finally {
      await activateLocale('en', { remember: false });
    }
  });

  it('lists the classes that gave, with their totals, in the order sent', async () => {
    showMain('totals');
    const list = await screen.findByRole('list', { name: 'Classes' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual(['2nd Grade - Ms. Nguyen$500', 'Kindergarten - Mr. Ode$200']);
  });

  it('shows participation when the school ranks by it (families for a class of unknown size)', async () => {
    showMain('participation');
    const list = await screen.findByRole('list', { name: 'Classes' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual(['2nd Grade - Ms. Nguyen10% of families', 'Kindergarten - Mr. Ode1 family']);
  });

  it('is absent when the answer has no classes, or no class has given yet', async () => {
    showMain('totals', progress);
    await screen.findByText(/pledged of our/);
    expect(screen.queryByRole('list', { name: 'Classes' })).toBeNull();
  });

  it('names the top ten when more classes gave', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      gradeTeacher: `Class ${index + 1}`,
      raised: 1200 - index * 100,
      families: 3,
      participation: null,
    }));
    showMain('totals', { ...progress, classes: many });
    const list = await screen.findByRole('list', { name: 'Classes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Raised for each class so far: the top 10.')).toBeTruthy();
  });

  it('offers "Make a page for my student" when pages are on', async () => {
    showMain('off');
    expect(screen.getByRole('link', { name: 'Make a page for my student' }).getAttribute('href')).toBe(
      '/s/new',
    );
  });
});

describe('sharing a page', () => {
  it("opens the phone's share sheet with the page's link", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderAt(
      '/',
      '/',
      <ShareLink url="https://school.example/s/abc2345" name="Maya R." title="Maya R.’s page" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Maya R.’s page',
      text: 'Support Maya R. at school',
      url: 'https://school.example/s/abc2345',
    });
    expect(await screen.findByRole('img', { name: 'QR code for Maya R.’s page' })).toBeTruthy();
  });

  it('copies the link when the share sheet fails, and not when it is closed', async () => {
    const writeText = vi.fn(async () => {});
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockRejectedValueOnce(new Error('not allowed'));
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderAt('/', '/', <ShareLink url="https://school.example/s/abc2345" name="Maya R." title="t" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/Link copied/)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://school.example/s/abc2345');
  });
});

describe('the thank-you step', () => {
  it('offers "Make a page for my student" after a gift', () => {
    renderAt(
      '/',
      '/',
      <ThankYouStep check={false} manage={null} gift={null} onStartOver={() => undefined} />,
    );
    expect(screen.getByRole('link', { name: 'Make a page for my student' }).getAttribute('href')).toBe(
      '/s/new',
    );
  });
});
