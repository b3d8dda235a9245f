import { type DonationRecord, type PartnerRecord, type RecordEvent } from '@hope/domain/records';
import { describe, expect, it } from 'vitest';
import { demoContradictions } from '../../tests/support/demo-agreement';
import { demoStories } from '../src/seed/demo-data';
import { demoPages } from '../src/seed/demo-pages';
import { demoSettings } from '../src/seed/demo-settings';
import { lastYearStories } from '../src/seed/last-year';
import { playStory, type RecordStory } from '../src/seed/record-story';

/** The seed's records and history as the writer stores them, without Firestore. */
function played(now: Date) {
  const settings = demoSettings(now);
  const current = demoStories(now);
  const stories: RecordStory[] = [
    ...current.donations,
    ...demoPages(settings, settings.campaigns[0]!, now).gifts,
    ...current.partners,
    ...lastYearStories(settings.campaigns[1]!, now),
  ];
  const donations: DonationRecord[] = [];
  const partners: PartnerRecord[] = [];
  const events = new Map<string, RecordEvent>();
  stories.forEach((story, index) => {
    const id = `record${index}`;
    const { record, events: entries } = playStory(story, id);
    if (story.collection === 'donations') donations.push({ ...(record as DonationRecord), id });
    else partners.push({ ...(record as PartnerRecord), id });
    entries.forEach(({ id: entryId, event }, n) => events.set(entryId ?? `${id}-entry${n}`, event));
  });
  return { settings, donations, partners, events, now };
}

describe.each([
  ['in November', '2026-11-21T12:00:00Z'],
  ['two weeks into a school year', '2026-08-15T12:00:00Z'],
  ['in July', '2027-07-20T12:00:00Z'],
])('the demo seeded %s', (_when, iso) => {
  const now = new Date(iso);
  const state = played(now);

  it('agrees with itself: payments, history, benefits, class sizes and the dashboard', () => {
    expect(demoContradictions(state)).toEqual([]);
  });

  it('dates every entry between its record’s creation and now', () => {
    const created = new Map([...state.donations, ...state.partners].map((r) => [r.id, r.created_at]));
    for (const entry of state.events.values()) {
      expect(entry.at <= now.toISOString()).toBe(true);
      expect(entry.at >= created.get(entry.record_id)!).toBe(true);
    }
  });

  it('is the same at every start', () => {
    expect(JSON.stringify([...played(now).events])).toBe(JSON.stringify([...state.events]));
  });

  it('tells every life a record has: paid by card or check, expired, a plan stopped, benefits delivered', () => {
    const kinds = new Set([...state.events.values()].map((entry) => entry.kind));
    const expected = [
      'created',
      'pledged',
      'checkout_opened',
      'checkout_completed',
      'monthly_payment',
      'payment_received',
      'checkout_expired',
      'check_recorded',
      'plan_cancel_requested',
      'plan_ended',
      'benefit_delivered',
      'edited',
    ];
    expect([...kinds].sort()).toEqual(expect.arrayContaining(expected));
  });
});
