import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countMessage,
  driveBreakdown,
  driveCsv,
  driveFigures,
  driveFormSchema,
  driveFormValues,
  driveIdOf,
  driveRequestSchema,
  mergeCounts,
  newPledge,
  pledgeAmountCents,
  pledgeMessages,
  pledgeRequestSchema,
  readCount,
  readCountsCsv,
  unitCount,
  unpagedStudentFormSchema,
  type Pledge,
} from '../src/drives';

const drive = {
  unit: { one: 'lap', other: 'laps' },
  unit_es: { one: 'vuelta', other: 'vueltas' },
  max_units: 30,
};

describe('what a pledge is charged', () => {
  it('is the count times the rate, in exact cents', () => {
    expect(pledgeAmountCents({ rate: 0.35, most: null }, 27)).toBe(945);
    expect(pledgeAmountCents({ rate: 2, most: null }, 0)).toBe(0);
  });

  it('stops at the most the relative gives in all', () => {
    expect(pledgeAmountCents({ rate: 2, most: 50 }, 30)).toBe(5000);
    expect(pledgeAmountCents({ rate: 2, most: 50 }, 20)).toBe(4000);
  });

  it('is never above the most nor above count x rate, for any amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
        fc.integer({ min: 0, max: 10_000 }),
        (rateCents, mostCents, count) => {
          const cents = pledgeAmountCents(
            { rate: rateCents / 100, most: mostCents === null ? null : mostCents / 100 },
            count,
          );
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeLessThanOrEqual(count * rateCents);
          if (mostCents !== null) expect(cents).toBeLessThanOrEqual(mostCents);
          expect(cents).toBe(Math.min(count * rateCents, mostCents ?? Infinity));
        },
      ),
    );
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => pledgeAmountCents({ rate: 1, most: null }, 2.5)).toThrow(RangeError);
    expect(() => pledgeAmountCents({ rate: 1, most: null }, -1)).toThrow(RangeError);
  });
});

describe('a pledge from a page', () => {
  const good = { rate: 2, most: 50, name: 'Ana García', email: 'ana@example.com', language: 'es' };

  it('takes a rate, an optional most and a name checked as a name', () => {
    expect(pledgeRequestSchema.parse(good)).toEqual(good);
    expect(pledgeRequestSchema.parse({ ...good, most: '' }).most).toBeNull();
  });

  it.each([
    [{ rate: 0 }, pledgeMessages.rate],
    [{ rate: 100_001 }, pledgeMessages.rateTooHigh],
    [{ rate: 1.005 }, pledgeMessages.cents],
    [{ most: 1 }, pledgeMessages.mostBelowRate],
    [{ name: 'Call 555 0199 now' }, pledgeMessages.nameLetters],
  ])('refuses %o with its words', (change, message) => {
    const result = pledgeRequestSchema.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('the counts', () => {
  it('reads a whole number from 0 to the drive’s most, blank as not counted', () => {
    expect(readCount(drive, ' 27 ')).toEqual({ ok: true, count: 27 });
    expect(readCount(drive, '')).toEqual({ ok: true, count: null });
    for (const bad of ['31', '2.5', '-1', 'ten'])
      expect(readCount(drive, bad)).toEqual({ ok: false, error: countMessage(drive) });
    expect(countMessage(drive)).toBe('Please enter a whole number of laps from 0 to 30');
  });

  it('merges a save into the counts, null clearing one', () => {
    expect(mergeCounts({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
  });

  it('names the unit in the page’s language', () => {
    expect(unitCount(drive, 1)).toBe('1 lap');
    expect(unitCount(drive, 12, 'es')).toBe('12 vueltas');
    expect(unitCount({ ...drive, unit_es: null }, 12, 'es')).toBe('12 laps');
  });
});

describe('a student without a page', () => {
  const form = unpagedStudentFormSchema(drive);

  it('takes a first name and an optional last initial, written as pages show it', () => {
    expect(form.parse({ name: ' Sol m ', className: '3rd', count: '12' })).toEqual({
      name: 'Sol M.',
      className: '3rd',
      count: 12,
    });
    expect(form.parse({ name: 'Mary-Jo', className: '3rd', count: '' })).toMatchObject({ count: null });
    // A first name as long as a page's, then the initial: stored whole, within what the counts document keeps.
    const longest = `${'A'.repeat(30)} m`;
    expect(form.parse({ name: longest, className: '3rd', count: '' }).name).toBe(`${'A'.repeat(30)} M.`);
    expect(form.safeParse({ name: `${'A'.repeat(31)} m`, className: '3rd', count: '' }).success).toBe(false);
  });

  it('refuses a surname, a missing class and a count over the most, each beside its field', () => {
    const result = form.safeParse({ name: 'Maya Rodriguez', className: '', count: '31' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toMatchObject({
      name: "Please enter the student's first name and last initial, as Maya R.",
      className: 'Please choose the class',
    });
    expect(form.safeParse({ name: 'Sol', className: '3rd', count: '31' }).error?.issues[0]?.message).toBe(
      countMessage(drive),
    );
  });

  it('is counted by a key no page code can be; another key is refused', () => {
    const counts = (keys: Record<string, number>) =>
      driveRequestSchema.safeParse({ op: 'counts', id: 'fun-run', counts: keys }).success;
    expect(counts({ abc2345: 3, 's-0a1b2c3d': 4 })).toBe(true);
    expect(counts({ 's-zz': 4 })).toBe(false);
    expect(counts({ ABC2345: 4 })).toBe(false);
  });
});

describe('counts from a spreadsheet', () => {
  const pages = [
    { code: 'abc2345', name: 'Maya R.', className: '2nd Grade - Ms. Lee' },
    { code: 'xyz6789', name: 'Leo P.', className: '3rd Grade - Mr. Diaz' },
  ];

  it('matches rows by page code, or by name and class, and names every row it cannot use', () => {
    const csv = [
      'Student,Class,Laps,Page code',
      'Maya R.,2nd grade - ms. lee,27,',
      ',,12,XYZ6789',
      'Sam T.,1st Grade - Ms. Park,9,',
      'Maya R.,2nd Grade - Ms. Lee,3,',
      'Leo P.,3rd Grade - Mr. Diaz,31,',
    ].join('\n');
    const result = readCountsCsv(csv, drive, pages);
    if (!result.ok) throw new Error(result.error);
    expect(result.preview.counts).toEqual({ abc2345: 27, xyz6789: 12 });
    expect(result.preview.problems).toEqual([
      { row: 4, text: 'Sam T., 1st Grade - Ms. Park', reason: 'No student matches this row' },
      { row: 5, text: 'Maya R., 2nd Grade - Ms. Lee', reason: 'This student appears in an earlier row' },
      { row: 6, text: 'Leo P., 3rd Grade - Mr. Diaz', reason: countMessage(drive) },
    ]);
  });

  it('matches a student without a page by name and class, never by its key', () => {
    const withSol = [
      ...pages,
      { code: 's-0a1b2c3d', name: 'Sol M.', className: '1st', withoutPage: true as const },
    ];
    const result = readCountsCsv(
      'Student,Class,Page code,Laps\nSol M.,1st,,8\n,,s-0a1b2c3d,9',
      drive,
      withSol,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.preview.counts).toEqual({ 's-0a1b2c3d': 8 });
    expect(result.preview.problems).toEqual([
      { row: 3, text: 's-0a1b2c3d', reason: 'No student matches this row' },
    ]);
  });

  it('refuses a name and class that two students share, asking for the page code', () => {
    const twins = [...pages, { code: 'twn2345', name: 'Maya R.', className: '2nd Grade - Ms. Lee' }];
    const result = readCountsCsv('Student,Class,Laps\nMaya R.,2nd Grade - Ms. Lee,5', drive, twins);
    if (!result.ok) throw new Error(result.error);
    expect(result.preview.counts).toEqual({});
    expect(result.preview.problems[0]?.reason).toBe(
      'More than one student has this name and class: give the page code instead',
    );
  });

  it('refuses a file without a count column', () => {
    expect(readCountsCsv('Student,Class\nMaya R.,2nd', drive, pages)).toMatchObject({ ok: false });
  });
});

describe('a new drive’s id', () => {
  it('is its name in lowercase letters and digits', () => {
    expect(driveIdOf('Fun Run 2027!')).toBe('fun-run-2027');
    expect(driveIdOf('Lectura-a-tón')).toBe('lectura-a-ton');
    expect(driveIdOf('***')).toBe('drive');
  });
});

describe('the office’s drive form', () => {
  const values = {
    name: 'Fun Run 2027',
    unit: { one: 'lap', other: 'laps' },
    unit_es: { one: '', other: '' },
    event_date: '2027-04-17',
    max_units: '30',
    suggested_rate: '',
    open: true,
  };

  it('reads the typed numbers, no Spanish unit and no suggested amount as none', () => {
    expect(driveFormSchema.parse(values)).toEqual({
      ...values,
      unit_es: null,
      max_units: 30,
      suggested_rate: null,
    });
    expect(driveFormValues(driveFormSchema.parse({ ...values, suggested_rate: '2' })).suggested_rate).toBe(
      '2.00',
    );
  });

  it.each([
    [{ name: ' ' }, 'Please enter the drive name'],
    [{ max_units: '2.5' }, 'Please enter the most a student can count as a whole number'],
    [{ max_units: '' }, 'Please enter the most a student can count'],
    [{ event_date: '2027-02-30' }, 'Please enter the event date'],
    [{ suggested_rate: '0' }, 'Please enter the suggested amount in dollars'],
    [{ unit_es: { one: 'vuelta', other: '' } }, 'Please enter the Spanish unit for several (laps)'],
  ])('refuses %o with its words', (change, message) => {
    const result = driveFormSchema.safeParse({ ...values, ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('the treasurer’s view of a drive', () => {
  const pledgeOf = (id: string, page: string, rest: Partial<Pledge>): Pledge => ({
    ...newPledge(
      { id, driveId: 'fun-run', pageCode: page, now: new Date('2027-04-01T00:00:00Z') },
      { rate: 1, most: null, name: 'Ana', email: 'a@example.com', language: 'en' },
    ),
    status: 'saved',
    ...rest,
  });
  const pages = [
    { code: 'abc2345', name: 'Maya R.', className: '2nd' },
    { code: 'xyz6789', name: 'Leo P.', className: '2nd' },
    { code: 'qrs2345', name: 'Ada L.', className: '3rd' },
  ];
  const pledges = [
    pledgeOf('a', 'abc2345', { status: 'charged', rate: 2, most: 50, charged_amount: 50 }),
    pledgeOf('b', 'abc2345', { status: 'failed', rate: 0.35 }),
    pledgeOf('c', 'xyz6789', { rate: 0.1 }),
    pledgeOf('d', 'xyz6789', { status: 'cancelled', rate: 5 }),
  ];

  it('sums each student and class to the cent, leaving out cancelled pledges and quiet pages', () => {
    const { students, classes } = driveBreakdown(pledges, { abc2345: 27, xyz6789: 3 }, pages);
    expect(students).toEqual([
      expect.objectContaining({
        name: 'Maya R.',
        count: 27,
        pledges: 2,
        perUnit: 2.35,
        charged: 50,
        refused: 9.45,
        outstanding: 9.45,
      }),
      expect.objectContaining({
        name: 'Leo P.',
        count: 3,
        pledges: 1,
        perUnit: 0.1,
        charged: 0,
        refused: 0,
        outstanding: 0.3,
      }),
    ]);
    expect(classes).toEqual([
      expect.objectContaining({
        className: '2nd',
        pledges: 3,
        charged: 50,
        refused: 9.45,
        outstanding: 9.75,
      }),
    ]);
    const figures = driveFigures(pledges, { abc2345: 27, xyz6789: 3 });
    expect(figures).toMatchObject({
      due: { pledges: 1, amount: 0.3 },
      charged: { amount: 50 },
      cancelled: 1,
    });
  });

  it('counts a student without a page in their class, with no page code and no pledges', () => {
    const withLeo = [
      ...pages,
      { code: 's-0a1b2c3d', name: 'Sol M.', className: '3rd', withoutPage: true as const },
    ];
    const { students } = driveBreakdown(pledges, { 's-0a1b2c3d': 12 }, withLeo);
    expect(students).toContainEqual(
      expect.objectContaining({
        name: 'Sol M.',
        className: '3rd',
        code: null,
        count: 12,
        pledges: 0,
        charged: 0,
      }),
    );
    expect(driveCsv('America/Los_Angeles', students)).toContain('3rd,Sol M.,,12,0,0,0,0,0');
  });

  it('exports a line per student with no family contact', () => {
    const { students } = driveBreakdown(pledges, { abc2345: 27 }, pages);
    const csv = driveCsv('America/Los_Angeles', students);
    expect(csv.split(/\r?\n/)[0]).toBe(
      'Class,Student,Page Code,Count,Pledges,Per Unit,Charged,Refused,Outstanding',
    );
    expect(csv).toContain('2nd,Maya R.,abc2345,27,2,2.35,50,9.45,9.45');
    expect(csv).not.toMatch(/Ana|example\.com/);
  });
});
