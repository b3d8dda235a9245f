import { campaignRange, defaultSettings, type Campaign } from '@hope/domain/settings';
import { cardDonationStory } from './demo-data';
import { partnerStory } from './demo-partners';
import { seededRandom } from './random';
import type { RecordStory } from './record-story';

/** Teachers of last year: two have since left, so their texts are in no current choice. */
const LAST_YEAR_CLASSES = [
  'TK - Ms. Rivera',
  '2nd Grade - Ms. Ortega',
  '3rd Grade - Mr. Brown',
  '5th Grade - Mr. Hale',
];
/** Last year's settings as the public page offered them: its classes. */
const LAST_YEAR_SETTINGS = {
  ...defaultSettings,
  classes: LAST_YEAR_CLASSES.map((label) => ({ label, size: null })),
};

/**
 * A few paid records of last year's campaign, told as this year's are. They keep the texts they were given
 * then: teachers who have left and a Gold level sold under another name and price, so a past campaign shows
 * its own history; every benefit sold then was delivered.
 */
export function lastYearStories(campaign: Campaign, now: Date): RecordStory[] {
  const random = seededRandom(2025);
  const { startIso } = campaignRange(defaultSettings.time_zone, campaign);
  const dayMs = 24 * 60 * 60 * 1000;
  const at = (days: number) => new Date(new Date(startIso).getTime() + days * dayMs + 15 * 60 * 60 * 1000);
  const gifts: [string, number][] = [
    ['Ana Torres', 1000],
    ['Ben Ito', 250],
    ['Carla Ruiz', 500],
    ['Dev Shah', 100],
    ['Ella Park', 1000],
    ['Femi Ade', 50],
  ];
  const donations = gifts.map(([name, perPayment], index) =>
    cardDonationStory(
      random,
      {
        name,
        perPayment,
        months: null,
        createdAt: at(20 + index * 30),
        outcome: 'paid',
        stopsAfterDays: null,
        settings: LAST_YEAR_SETTINGS,
      },
      now,
    ),
  );
  const levels = defaultSettings.sponsorshipLevels;
  const gold = { ...levels.find((level) => level.id === 'gold')!, name: 'Gold Star', price: 1000 };
  const bronze = { ...levels.find((level) => level.id === 'bronze')!, price: 400 };
  const sale = (company: string, level: typeof gold, days: number) =>
    partnerStory(
      random,
      {
        company,
        level,
        payment: { months: null },
        createdAt: at(days),
        outcome: 'paid',
        delivered: 1,
        settings: LAST_YEAR_SETTINGS,
      },
      now,
    );
  return [...donations, sale('Maple Print Shop', gold, 45), sale('Corner Deli', bronze, 120)];
}
