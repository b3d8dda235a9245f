import { describe, expect, it } from 'vitest';
import {
  donationEditForm,
  emptyAddDonationForm,
  emptyAddPartnerForm,
  officeBenefitTick,
  officeChangeSchema,
  officeEdit,
  officeLevelBenefits,
  officeNewRecord,
  officeStudents,
  partnerEditForm,
  type OfficeOutcome,
} from '../src/office';
import { parseStoredRecord, settle, type Partner, type StoredRecord, type Transition } from '../src/records';
import { defaultSettings } from '../src/settings';
import { donation, partner } from './fixtures';

const NOW = new Date('2026-11-02T18:00:00.000Z');
const member = { type: 'member' as const, uid: 'u1', email: 'admin@example.org' };
const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest as unknown as StoredRecord;

function transitionOf(outcome: OfficeOutcome): Transition {
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome)}`);
  return outcome.transition;
}

/** The record after the office's change, as the server would write it. */
function after(current: StoredRecord, outcome: OfficeOutcome) {
  const ctx = { collection: 'donations' as const, id: 'd1', now: NOW, actor: member, source: 'req-1234' };
  return settle(current, transitionOf(outcome), ctx);
}

describe('an office add is checked and built on the server', () => {
  it("builds the record the add form builds, dated by the server's clock", () => {
    const form = { ...emptyAddDonationForm(), parent_name: ' Ana Garcia ', donation_amount: '40' };
    const outcome = officeNewRecord('donations', form, NOW, defaultSettings);
    expect(outcome.ok && outcome.record).toMatchObject({
      parent_name: 'Ana Garcia',
      donation_amount: 40,
      created_at: NOW.toISOString(),
      total_pledged_amt: null,
    });
  });

  it("refuses with the form's own words, and a form of another shape", () => {
    const blank = officeNewRecord('donations', emptyAddDonationForm(), NOW, defaultSettings);
    expect(blank).toEqual({ ok: false, message: 'Parent name is required' });
    const badSite = {
      ...emptyAddPartnerForm(defaultSettings),
      company_name: 'Co',
      website: 'javascript:alert(1)',
    };
    expect(officeNewRecord('community_partners', badSite, NOW, defaultSettings)).toEqual({
      ok: false,
      message: 'Website must start with http:// or https://',
    });
    expect(officeNewRecord('donations', { parent_name: 3 }, NOW, defaultSettings).ok).toBe(false);
  });

  it('refuses an amount beyond what the app handles', () => {
    const form = { ...emptyAddDonationForm(), parent_name: 'Ana', donation_amount: '100000.01' };
    expect(officeNewRecord('donations', form, NOW, defaultSettings)).toEqual({
      ok: false,
      message: 'Amounts can be at most $100,000',
    });
  });
});

describe('an office edit', () => {
  const officeGift = () =>
    strip(
      donation({
        donation_type: 'one_time',
        donation_amount: 40,
        total_pledged_amt: 40,
        payment_completed_at: '2026-10-30T18:00:00.000Z',
      }),
    );

  it("moves a one-time office gift's pledged total with its amount (the dashboard reads the total first)", () => {
    const current = officeGift();
    const form = {
      ...donationEditForm({ ...current, id: 'd1' } as never, defaultSettings),
      donation_amount: '55',
    };
    const settled = after(current, officeEdit('donations', current, current, form, NOW, defaultSettings));
    expect(settled.update).toMatchObject({ donation_amount: 55, total_pledged_amt: 55 });
    expect(settled.events[0]!.event).toMatchObject({ kind: 'edited', actor: member });
  });

  it("refuses an impossible date with the form's words, writing nothing", () => {
    const current = officeGift();
    const form = {
      ...donationEditForm({ ...current, id: 'd1' } as never, defaultSettings),
      payment_completed_at: '2026-02-30T10:00',
    };
    expect(officeEdit('donations', current, current, form, NOW, defaultSettings)).toEqual({
      ok: false,
      refusal: 'invalid',
      message: 'Please enter a valid payment completion date',
    });
  });

  it('reports a field someone else changed meanwhile as a conflict', () => {
    const opened = officeGift();
    const current = { ...officeGift(), notes: 'Their note' } as StoredRecord;
    const form = { ...donationEditForm({ ...opened, id: 'd1' } as never, defaultSettings), notes: 'My note' };
    expect(officeEdit('donations', current, opened, form, NOW, defaultSettings)).toMatchObject({
      ok: false,
      refusal: 'conflict',
      conflicts: [{ field: 'notes', theirs: 'Their note', yours: 'My note' }],
    });
  });

  it("gives a partner moved to another level that level's name and benefits from the server's settings", () => {
    const current = strip(partner({ partnership_level: 'bronze' }));
    const form = {
      ...partnerEditForm({ ...current, id: 'p1' } as never, defaultSettings),
      partnership_level: 'gold' as const,
    };
    const set = transitionOf(
      officeEdit('community_partners', current, current, form, NOW, defaultSettings),
    ).set!;
    const gold = defaultSettings.sponsorshipLevels.find((level) => level.id === 'gold')!;
    expect(set).toMatchObject({
      partnership_level: 'gold',
      level_name: gold.name,
      level_benefits: gold.benefits,
    });
  });

  it('writes nothing and no history when nothing changed', () => {
    const current = officeGift();
    const form = donationEditForm({ ...current, id: 'd1' } as never, defaultSettings);
    const settled = after(current, officeEdit('donations', current, current, form, NOW, defaultSettings));
    expect(settled.update).toEqual({});
    expect(settled.events).toEqual([]);
  });
});

describe('students and benefits', () => {
  it('saves the student lists with their own history entry', () => {
    const current = strip(donation({ children_data: [], grade_teacher_data: [] }));
    const students = {
      children_data: [{ name: 'Ana', tShirtSize: '' }],
      grade_teacher_data: [{ grade: 'K', teacher: 'K' }],
    };
    const settled = after(current, officeStudents('donations', current, current, students));
    expect(settled.update).toEqual(students);
    expect(settled.events[0]!.event.kind).toBe('students_edited');
  });

  it('ticks a benefit within its quantity, naming the member, with the count in history', () => {
    const current = strip(
      partner({ level_benefits: [{ text: 'Eblasts', quantity: 3, kind: 'advertising', value: 0 }] } as never),
    ) as Partner;
    const outcome = officeBenefitTick(current, 0, 1, 'admin@example.org', NOW);
    const settled = after(current, outcome);
    expect(settled.next).toMatchObject({ benefits_delivered: { '0': { done: 1, by: 'admin@example.org' } } });
    expect(settled.events[0]!.event).toMatchObject({
      kind: 'benefit_delivered',
      summary: 'Eblasts: 1 of 3 delivered',
      changes: { 'benefit: Eblasts': { before: 0, after: 1 } },
    });
    expect(officeBenefitTick(current, 5, 1, 'x', NOW)).toMatchObject({ ok: false, refusal: 'invalid' });
  });

  it("records a partner's level benefits from the settings once", () => {
    const current = strip(partner({ level_benefits: undefined } as never)) as Partner;
    const settled = after(current, officeLevelBenefits(current, defaultSettings));
    expect(parseStoredRecord('community_partners', settled.next)).toHaveProperty('level_benefits');
    expect(settled.events).toHaveLength(1);
    const again = officeLevelBenefits(settled.next as Partner, defaultSettings);
    expect(after(settled.next, again).events).toEqual([]);
  });
});

describe('the request schema', () => {
  it('refuses an oversized field, too many students and an unknown operation', () => {
    const base = { requestId: 'req-12345678', collection: 'donations' };
    const long = { ...base, op: 'add', form: { notes: 'x'.repeat(2001) } };
    expect(officeChangeSchema.safeParse(long).success).toBe(false);
    const students = Array.from({ length: 9 }, () => ({ name: 'A', tShirtSize: '' }));
    const many = {
      ...base,
      op: 'students',
      id: 'd1',
      opened: {},
      students: { children_data: students, grade_teacher_data: [] },
    };
    expect(officeChangeSchema.safeParse(many).success).toBe(false);
    expect(officeChangeSchema.safeParse({ ...base, op: 'delete', id: 'd1' }).success).toBe(false);
  });
});
