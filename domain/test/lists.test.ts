import { defaultSettings } from '../src/settings/sample-settings';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRangeWindow } from '../src/lists/date-range';
import { applyDonationFilters } from '../src/lists/donation-list';
import {
  emptyDonationFilters,
  emptyPartnerFilters,
  type DonationFilters,
  type PartnerFilters,
} from '../src/lists/filter-schemas';
import { yesNoLabel } from '../src/lists/labels';
import { applyPartnerFilters, hasCompleteContactInfo } from '../src/lists/partner-list';
import { matchesStatusFilter, paymentStatus, paymentStatusLabel } from '../src/records/payment-status';
import {
  defaultDonationSort,
  defaultPartnerSort,
  nextSort,
  sortedOrder,
  type DonationSort,
  type SortDirection,
  type SortKey,
} from '../src/lists/sort';

/** The items in the order sortedOrder gives for their keys. */
const sortByKey = <T>(items: readonly T[], keyOf: (item: T) => SortKey, direction: SortDirection) =>
  Array.from(sortedOrder(items.map(keyOf), direction), (index) => items[index]!);
import { classLabelOptions } from '../src/classes/class-label';
import {
  donationEditForm,
  donationEditUpdate,
  donationStudentUpdate,
  partnerEditForm,
  partnerEditUpdate,
  partnerStudentUpdate,
} from '../src/office/record-edits';
import type { DonationRecord } from '../src/records/donation';
import { donation, partner } from './fixtures';
import { defaultTimeZone } from '../src/settings';

type QueryOf<A> = A extends fc.Arbitrary<infer Q> ? Q : never;

const now = new Date('2026-03-08T19:00:00.000Z'); // noon PDT on the day clocks spring forward
const paid = '2026-03-01T18:00:00.000Z';
const cancelled = '2026-03-02T18:00:00.000Z';

describe('payment status', () => {
  it.each([
    [paid, null, 'completed', 'Completed'],
    [paid, cancelled, 'completed', 'Completed'],
    [null, cancelled, 'cancelled', 'Cancelled'],
    [null, null, 'pending', 'Pending'],
  ] as const)('completed %s, cancelled %s -> %s', (completedAt, cancelDate, status, label) => {
    const record = { payment_completed_at: completedAt, cancel_date: cancelDate };
    expect(paymentStatus(record)).toBe(status);
    expect(paymentStatusLabel(record)).toBe(label);
  });

  it("matches 'cancelled' on any cancel date, 'pending' only without both dates", () => {
    const paidThenCancelled = { payment_completed_at: paid, cancel_date: cancelled };
    expect(matchesStatusFilter(paidThenCancelled, 'cancelled')).toBe(true);
    expect(matchesStatusFilter(paidThenCancelled, 'completed')).toBe(true);
    expect(matchesStatusFilter(paidThenCancelled, 'pending')).toBe(false);
    expect(matchesStatusFilter({ payment_completed_at: null, cancel_date: null }, 'pending')).toBe(true);
  });

  it('labels booleans', () => {
    expect([yesNoLabel(true), yesNoLabel(false), yesNoLabel(null), yesNoLabel(undefined)]).toEqual([
      'Yes',
      'No',
      'Not specified',
      'Not specified',
    ]);
  });
});

const donations = [
  donation({
    id: 'a',
    parent_name: 'Zoe Adams',
    donation_type: 'monthly',
    total_pledged_amt: 1200,
    payment_completed_at: paid,
    created_at: '2026-03-08T08:00:00.000Z',
    company_matching: true,
    grade_teacher_data: [{ grade: 'K - Ms. Chen', teacher: 'K - Ms. Chen' }],
  }),
  donation({
    id: 'b',
    parent_name: 'ana lee',
    email: 'ana@school.example',
    donation_amount: 50,
    created_at: '2026-03-08T07:59:59.999Z',
    children_data: [{ name: 'K', tShirtSize: '' }],
  }),
  donation({
    id: 'c',
    parent_name: 'Bob Cruz',
    donation_type: 'check',
    donation_amount: 500,
    cancel_date: cancelled,
    created_at: '2026-03-02T08:00:00.000Z',
  }),
  donation({
    id: 'd',
    parent_name: 'Cy Dee',
    donation_amount: 10,
    payment_completed_at: '2026-02-01T18:00:00.000Z',
    created_at: '2026-02-06T08:00:00.000Z',
    grade_teacher_data: [{ grade: '6th Grade', teacher: '' }],
  }),
];
const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);
const byName: DonationSort = { field: 'parent_name', direction: 'asc' };

describe('donation filters', () => {
  it.each<[string, Partial<DonationFilters>, string[]]>([
    ['no filter', {}, ['b', 'c', 'd', 'a']],
    ['type monthly', { type: 'monthly' }, ['a']],
    ['status completed', { status: 'completed' }, ['d', 'a']],
    ['status pending', { status: 'pending' }, ['b']],
    ['status cancelled', { status: 'cancelled' }, ['c']],
    ['company matching yes', { companyMatching: 'yes' }, ['a']],
    ['company matching no', { companyMatching: 'no' }, ['b', 'c', 'd']],
    ['has student info', { hasStudentInfo: 'yes' }, ['b', 'd', 'a']],
    ['no student info', { hasStudentInfo: 'no' }, ['c']],
    ['today (school time, 23-hour day)', { dateRange: { kind: 'today', start: null, end: null } }, ['a']],
    ['last 7 days', { dateRange: { kind: 'last_7_days', start: null, end: null } }, ['b', 'c', 'a']],
    [
      'last 30 days (d is 31 school-time days old)',
      { dateRange: { kind: 'last_30_days', start: null, end: null } },
      ['b', 'c', 'a'],
    ],
    ['custom range', { dateRange: { kind: 'custom', start: '2026-03-02', end: '2026-03-07' } }, ['b', 'c']],
    ['custom open end', { dateRange: { kind: 'custom', start: '2026-03-08', end: null } }, ['a']],
    ['min amount (pledged total)', { minAmount: 500 }, ['c', 'a']],
    ['max amount', { maxAmount: 50 }, ['b', 'd']],
    ['teacher chips', { teachers: ['6th Grade', 'Nobody'] }, ['d']],
    ['quick: this month', { quick: ['this_month'] }, ['b', 'c', 'a']],
    ['quick: unpaid', { quick: ['unpaid'] }, ['b']],
    ['quick: monthly donors', { quick: ['monthly_donors'] }, ['a']],
    ['quick: company matched', { quick: ['company_matched'] }, ['a']],
    ['quick filters combine', { quick: ['this_month', 'company_matched'], status: 'completed' }, ['a']],
  ])('%s', (_case, change, expected) => {
    expect(
      ids(
        applyDonationFilters(
          defaultTimeZone,
          donations,
          { ...emptyDonationFilters(), ...change },
          '',
          byName,
          now,
        ),
      ),
    ).toEqual(expected);
  });

  it.each([
    ['LEE', ['b']],
    ['school.example', ['b']],
    ['one time', ['b', 'd']],
    ['monthly', ['a']],
    ['check', ['c']],
    ['  ', ['b', 'c', 'd', 'a']],
    ['(', []],
  ])('search %j', (query, expected) => {
    expect(
      ids(applyDonationFilters(defaultTimeZone, donations, emptyDonationFilters(), query, byName, now)),
    ).toEqual(expected);
  });

  it.each<[DonationSort, string[]]>([
    [defaultDonationSort, ['a', 'd', 'b', 'c']],
    [{ field: 'payment_completed_at', direction: 'asc' }, ['d', 'a', 'b', 'c']],
    [{ field: 'amount', direction: 'desc' }, ['a', 'c', 'b', 'd']],
    [{ field: 'donation_type', direction: 'asc' }, ['c', 'a', 'b', 'd']],
    [{ field: 'created_at', direction: 'desc' }, ['a', 'b', 'c', 'd']],
    [{ field: 'parent_name', direction: 'desc' }, ['a', 'd', 'c', 'b']],
  ])('sorts by %j', (sort, expected) => {
    expect(
      ids(applyDonationFilters(defaultTimeZone, donations, emptyDonationFilters(), '', sort, now)),
    ).toEqual(expected);
  });
});

describe('list queries on the same records array', () => {
  const instant = fc.option(fc.constantFrom(paid, cancelled, '2026-02-01T08:00:00.000Z', now.toISOString()));
  const record = fc
    .record({
      name: fc.constantFrom('Ana', 'ben', 'Cruz', 'ana'),
      paidAt: instant,
      cancelAt: instant,
      createdAt: fc.constantFrom(paid, cancelled, '2026-01-15T08:00:00.000Z'),
      amount: fc.integer({ min: 1, max: 2000 }),
    })
    .map(({ name, paidAt, cancelAt, createdAt, amount }) =>
      donation({
        parent_name: name,
        payment_completed_at: paidAt,
        cancel_date: cancelAt,
        created_at: createdAt,
        donation_amount: amount,
      }),
    );
  const query = fc.record({
    sort: fc.record({
      field: fc.constantFrom('parent_name', 'amount', 'payment_completed_at', 'created_at', 'donation_type'),
      direction: fc.constantFrom('asc', 'desc'),
    }) as fc.Arbitrary<DonationSort>,
    search: fc.constantFrom('', 'an', 'CRUZ'),
    range: fc.constantFrom('all', 'last_7_days', 'last_30_days') as fc.Arbitrary<
      DonationFilters['dateRange']['kind']
    >,
    minAmount: fc.option(fc.integer({ min: 1, max: 2000 })),
    status: fc.constantFrom('all', 'completed', 'pending', 'cancelled') as fc.Arbitrary<
      DonationFilters['status']
    >,
    quick: fc.subarray(['unpaid', 'this_month'] as DonationFilters['quick']),
  });
  const run = (records: DonationRecord[], q: QueryOf<typeof query>) =>
    ids(
      applyDonationFilters(
        defaultTimeZone,
        records,
        {
          ...emptyDonationFilters(),
          minAmount: q.minAmount,
          status: q.status,
          quick: q.quick,
          dateRange: { kind: q.range, start: null, end: null },
        },
        q.search,
        q.sort,
        now,
      ),
    );

  it('answers a sequence of queries exactly as on a fresh copy each time', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 30 }),
        fc.array(query, { minLength: 1, maxLength: 6 }),
        (records, queries) => {
          for (const q of queries) expect(run(records, q)).toEqual(run([...records], q));
        },
      ),
    );
  });

  it('notices an array grown in place', () => {
    const records = [donation({ id: 'x', parent_name: 'Bea' })];
    const byName: DonationSort = { field: 'parent_name', direction: 'asc' };
    expect(
      ids(applyDonationFilters(defaultTimeZone, records, emptyDonationFilters(), '', byName, now)),
    ).toEqual(['x']);
    records.push(donation({ id: 'y', parent_name: 'Abe' }));
    expect(
      ids(applyDonationFilters(defaultTimeZone, records, emptyDonationFilters(), '', byName, now)),
    ).toEqual(['y', 'x']);
  });
});

describe('partner filters', () => {
  const partners = [
    partner({
      id: 'p',
      company_name: 'Plat Co',
      partnership_level: 'platinum',
      partnership_amount: 3000,
      payment_completed_at: paid,
      created_at: '2026-03-05T08:00:00.000Z',
      grade_teacher_data: [{ grade: '7th Grade', teacher: '7th Grade' }],
    }),
    partner({
      id: 'g',
      company_name: 'gold inc',
      partnership_level: 'gold',
      contact_phone: 'N/A',
      created_at: '2026-02-05T08:00:00.000Z',
    }),
    partner({
      id: 's',
      company_name: 'Silver',
      partnership_level: 'silver',
      partnership_amount: 960,
      contact_name: 'Admin Entry',
      cancel_date: cancelled,
      created_at: '2026-01-10T08:00:00.000Z',
    }),
    partner({
      id: 'b',
      company_name: 'Bronze',
      partnership_level: 'bronze',
      partnership_amount: 500,
      email: 'admin-entry@hope.example.org',
      total_pledged_amt: 600,
      created_at: '2026-01-20T08:00:00.000Z',
    }),
  ];
  const byCompany = { field: 'company_name', direction: 'asc' } as const;

  it.each<[string, Partial<PartnerFilters>, string[]]>([
    ['no filter', {}, ['b', 'g', 'p', 's']],
    ['levels', { levels: ['gold', 'silver'] }, ['g', 's']],
    ['complete contact info', { contactInfo: 'complete' }, ['p']],
    ['incomplete contact info', { contactInfo: 'incomplete' }, ['b', 'g', 's']],
    ['status', { status: 'cancelled' }, ['s']],
    ['amount range on pledged total', { minAmount: 600, maxAmount: 1200 }, ['b', 'g', 's']],
    ['teachers', { teachers: ['7th Grade'] }, ['p']],
    ['quick: this month', { quick: ['this_month'] }, ['p']],
    ['quick: unpaid', { quick: ['unpaid'] }, ['b', 'g']],
    ['quick: platinum & gold', { quick: ['top_levels'] }, ['g', 'p']],
    ['quick: missing contact', { quick: ['missing_contact'] }, ['b', 'g', 's']],
  ])('%s', (_case, change, expected) => {
    expect(
      ids(
        applyPartnerFilters(
          defaultTimeZone,
          partners,
          { ...emptyPartnerFilters(), ...change },
          '',
          byCompany,
          now,
          defaultSettings,
        ),
      ),
    ).toEqual(expected);
  });

  it('searches company, contact, level and email', () => {
    const search = (query: string) =>
      ids(
        applyPartnerFilters(
          defaultTimeZone,
          partners,
          emptyPartnerFilters(),
          query,
          byCompany,
          now,
          defaultSettings,
        ),
      );
    expect(search('INC')).toEqual(['g']);
    expect(search('platinum')).toEqual(['p']);
    expect(search('admin-entry@')).toEqual(['b']);
    expect(search('bo chen')).toEqual(['b', 'g', 'p']);
  });

  it.each([
    [defaultPartnerSort, ['p', 'g', 's', 'b']],
    [{ field: 'partnership_level', direction: 'desc' }, ['p', 'g', 's', 'b']],
    [{ field: 'amount', direction: 'asc' }, ['b', 's', 'g', 'p']],
    [{ field: 'contact_name', direction: 'asc' }, ['s', 'p', 'g', 'b']],
    [{ field: 'created_at', direction: 'asc' }, ['s', 'b', 'g', 'p']],
  ] as const)('sorts by %j', (sort, expected) => {
    expect(
      ids(
        applyPartnerFilters(defaultTimeZone, partners, emptyPartnerFilters(), '', sort, now, defaultSettings),
      ),
    ).toEqual(expected);
  });

  it('treats placeholders as missing contact info', () => {
    expect(hasCompleteContactInfo({ contact_name: 'Bo', email: 'b@x', contact_phone: '(555) 1' })).toBe(true);
    expect(hasCompleteContactInfo({ contact_name: 'Bo', email: ' ', contact_phone: '(555) 1' })).toBe(false);
  });
});

describe('sorting', () => {
  it('toggles the same column and starts a new one ascending', () => {
    const desc = nextSort(defaultDonationSort, 'payment_completed_at');
    expect(desc).toEqual({ field: 'payment_completed_at', direction: 'asc' });
    expect(nextSort(desc, 'payment_completed_at').direction).toBe('desc');
    expect(nextSort({ field: 'amount', direction: 'desc' }, 'parent_name')).toEqual({
      field: 'parent_name',
      direction: 'asc',
    });
  });

  const key = fc.oneof(
    fc.constant(null),
    fc.constant(Number.NaN),
    fc.integer({ min: -5, max: 5 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

  it('matches a stable comparator sort with missing keys last, for numbers', () => {
    fc.assert(
      fc.property(
        fc.array(key, { maxLength: 60 }),
        fc.constantFrom('asc' as const, 'desc' as const),
        (keys, direction) => {
          const items = keys.map((value, index) => ({ value, index }));
          const missing = (value: number | null) => value === null || Number.isNaN(value);
          const expected = [...items].sort((a, b) => {
            if (missing(a.value) || missing(b.value))
              return Number(missing(a.value)) - Number(missing(b.value));
            const diff = (a.value! - b.value!) * (direction === 'asc' ? 1 : -1);
            return diff === 0 ? 0 : Math.sign(diff);
          });
          const actual = sortByKey(items, (item) => item.value, direction);
          expect(actual.map((item) => item.index)).toEqual(expected.map((item) => item.index));
        },
      ),
    );
  });

  it('matches a stable comparator sort for strings', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string({ maxLength: 3 })), { maxLength: 60 }), (keys) => {
        const items = keys.map((value, index) => ({ value, index }));
        const expected = [...items].sort((a, b) => {
          if (a.value === null || b.value === null)
            return Number(a.value === null) - Number(b.value === null);
          return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
        });
        expect(sortByKey(items, (item) => item.value, 'asc')).toEqual(expected);
      }),
    );
  });

  it('handles far-apart integer keys without losing precision', () => {
    const items = [2 ** 52, -(2 ** 52), 0, 1].map((value, index) => ({ value, index }));
    expect(sortByKey(items, (item) => item.value, 'asc').map((item) => item.value)).toEqual([
      -(2 ** 52),
      0,
      1,
      2 ** 52,
    ]);
    expect(sortByKey([], () => 1, 'asc')).toEqual([]);
  });
});

describe('date ranges and chips', () => {
  it('opens a custom range with invalid bounds', () => {
    expect(dateRangeWindow(defaultTimeZone, { kind: 'custom', start: 'x', end: null }, now)).toEqual({
      fromMs: -Infinity,
      toMs: Infinity,
    });
  });

  it('lists teacher chips from the records', () => {
    expect(classLabelOptions([...donations, { grade_teacher_data: null }])).toEqual([
      '6th Grade',
      'K - Ms. Chen',
    ]);
  });
});

describe('details edits', () => {
  const saved = donation({
    payment_completed_at: '2026-03-01T18:00:30.123Z',
    net_payment: 97.1,
    yearbook: 3,
    magnet_given: true,
    notes: 'kept',
  });

  it('starts from the saved values and writes back the same values when nothing changed', () => {
    const form = donationEditForm(saved, defaultSettings);
    expect(form).toMatchObject({
      donation_amount: '100',
      net_payment: '97.1',
      yearbook: '3',
      magnet_given: 'true',
    });
    const outcome = donationEditUpdate(saved, form, now, defaultSettings);
    expect(outcome).toEqual({
      ok: true,
      update: {
        parent_name: 'Ana Garcia',
        email: 'ana@example.com',
        donation_amount: 100,
        donation_type: 'one_time',
        company_matching: false,
        stripe_customer_id: null,
        stripe_session_id: null,
        payment_intent_id: null,
        payment_reference: null,
        payment_completed_at: '2026-03-01T18:00:30.123Z',
        net_payment: 97.1,
        yearbook: 3,
        magnet_given: true,
        tshirt_given: null,
        notes: 'kept',
        updated_at: now.toISOString(),
      },
    });
  });

  it('writes edited values, a changed completion date read as school time, and refuses what an add refuses', () => {
    const form = {
      ...donationEditForm(saved, defaultSettings),
      donation_amount: '250.5',
      payment_completed_at: '2026-03-02T09:15',
    };
    const outcome = donationEditUpdate(saved, form, now, defaultSettings);
    expect(outcome.ok && outcome.update).toMatchObject({
      donation_amount: 250.5,
      payment_completed_at: '2026-03-02T17:15:00.000Z',
    });
    expect(donationEditUpdate(saved, { ...form, parent_name: ' ' }, now, defaultSettings)).toEqual({
      ok: false,
      message: 'Parent name is required',
    });
    expect(
      partnerEditUpdate(
        partner(),
        { ...partnerEditForm(partner(), defaultSettings), website: 'acme.example' },
        now,
        defaultSettings,
      ),
    ).toEqual({
      ok: false,
      message: 'Website must start with http:// or https://',
    });
  });

  it("writes the partner's payment reference, which the add form drops", () => {
    const record = partner({ payment_reference: 'CHK-12', payment_completed_at: null });
    const outcome = partnerEditUpdate(
      record,
      { ...partnerEditForm(record, defaultSettings), partnership_amount: '0' },
      now,
      defaultSettings,
    );
    expect(outcome.ok && outcome.update).toMatchObject({
      payment_reference: 'CHK-12',
      partnership_amount: 0,
      payment_completed_at: null,
      company_name: 'Acme',
      pay_by_check: false,
    });
  });

  it('updates only the two student lists; a partner without students stores null', () => {
    const students = { children_data: [{ name: 'Mia', tShirtSize: '' }], grade_teacher_data: [] };
    expect(donationStudentUpdate(students)).toEqual(students);
    expect(partnerStudentUpdate(students)).toEqual(students);
    expect(partnerStudentUpdate({ children_data: [], grade_teacher_data: [] })).toEqual({
      children_data: null,
      grade_teacher_data: null,
    });
  });
});
