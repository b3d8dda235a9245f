import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasLink,
  isPageCode,
  PAGE_CODE_ALPHABET,
  PAGE_CODE_LENGTH,
  pageCodeFromBytes,
  pageFormMessages,
  publicStudentPage,
  studentDisplayName,
  studentPageFormSchema,
  studentPageSchema,
  pageShareTags,
  pagePreviewCard,
  previewSvg,
  readManagedPageAnswer,
  readPublicPageAnswer,
  withShareTags,
} from '../src/pages';
import { defaultSettings } from '../src/settings/sample-settings';
import { pageOf } from './page-fixtures';

const classLabel = defaultSettings.classes[0]!.label;
const form = {
  firstName: 'Maya',
  lastInitial: 'r',
  gradeTeacher: classLabel,
  goal: '' as const,
  message: 'Help my class go to the science museum!',
  parentName: 'Rosa Rodriguez',
  email: 'rosa@example.com',
};
const schema = studentPageFormSchema(defaultSettings);
const firstError = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('a page code', () => {
  it('is seven letters of the unambiguous alphabet, whatever the random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        const code = pageCodeFromBytes(bytes);
        // 64 bytes fail to give seven letters only if 58 of them are 248 or above: never in practice.
        expect(code).not.toBeNull();
        expect(code).toHaveLength(PAGE_CODE_LENGTH);
        expect(isPageCode(code)).toBe(true);
        expect(code).not.toMatch(/[il01o]/);
      }),
    );
  });

  it('drops the bytes that would favour the first letters, and says when the bytes ran out', () => {
    expect(pageCodeFromBytes(new Uint8Array([255, 248, 0, 1, 2, 3, 4, 5, 30]))).toBe('abcdef9');
    expect(pageCodeFromBytes(new Uint8Array([0, 1, 2, 255]))).toBeNull();
    expect(PAGE_CODE_ALPHABET).toHaveLength(31);
  });

  it('is refused when it has a look-alike letter, capitals or another length', () => {
    for (const code of ['abcdefg1', 'abcdef', 'ABCDEFG', 'abcdefl', 'abcde0g', 'abc/efg', 7])
      expect(isPageCode(code), String(code)).toBe(false);
  });
});

describe('links in a message', () => {
  it('are found in every usual spelling', () => {
    for (const text of [
      'see http://x.y',
      'HTTPS please',
      'go to www.example',
      'example.com',
      'bit.ly/abc',
      'visit example . com',
      'example(dot)org',
      'Give at my-site.org!',
    ])
      expect(hasLink(text), text).toBe(true);
  });

  it('are not seen in ordinary sentences, amounts and initials', () => {
    for (const text of [
      'Maya loves art. She paints every day.',
      'Every $5.50 helps!',
      'Thanks from Ms. R and the whole class',
      'Trip on 3.15, be there',
      '',
    ])
      expect(hasLink(text), text).toBe(false);
  });

  it('are found whatever text surrounds a domain', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.domain(),
        fc.string({ maxLength: 40 }),
        (before, domain, after) => {
          expect(hasLink(`${before} ${domain} ${after}`)).toBe(true);
        },
      ),
    );
  });
});

describe('the page form', () => {
  it('keeps the first name and one upper-case initial, the goal null when left empty', () => {
    const parsed = schema.parse({ ...form, firstName: '  Maya ', lastInitial: 'r.' });
    expect(parsed).toMatchObject({ firstName: 'Maya', lastInitial: 'R', goal: null });
    expect(schema.parse({ ...form, goal: 300 }).goal).toBe(300);
  });

  it('answers each field with the sentence the form shows', () => {
    expect(firstError({ ...form, firstName: ' ' })).toBe(pageFormMessages.firstName);
    expect(firstError({ ...form, firstName: 'Maya@x' })).toBe(pageFormMessages.firstNameOnly);
    // One given name: a surname beside it would go public with the class.
    expect(firstError({ ...form, firstName: 'Maya Rodriguez' })).toBe(pageFormMessages.firstNameOnly);
    for (const firstName of ['Mary-Jo', "D'Andre", 'Zoë', 'José'])
      expect(schema.parse({ ...form, firstName }).firstName).toBe(firstName);
    // The parent's name is mailed to the address typed: a name, never a message of the visitor's own.
    for (const parentName of [
      'Your bank account is locked, call 555 0199',
      'Visit evil.example now',
      'Ana 2',
    ])
      expect(firstError({ ...form, parentName })).toBe(pageFormMessages.parentNameLetters);
    for (const parentName of [
      'Rosa Rodriguez',
      'María José García-López',
      "Mary O'Brien",
      'J. R. Smith',
      'Dr. Ana Ruiz',
    ])
      expect(schema.parse({ ...form, parentName }).parentName).toBe(parentName);
    expect(firstError({ ...form, lastInitial: 'Rodriguez' })).toBe(
      'Please enter one letter for the last initial',
    );
    expect(firstError({ ...form, gradeTeacher: 'Room 99' })).toBe('Please select a grade and teacher');
    expect(firstError({ ...form, goal: 0 })).toBe('Please enter a goal of at least $1 or leave it empty');
    expect(firstError({ ...form, goal: '12' })).toBe('Please enter a goal of at least $1 or leave it empty');
    expect(firstError({ ...form, message: 'x'.repeat(281) })).toBe(
      'Please shorten the message to 280 characters or fewer',
    );
    expect(firstError({ ...form, message: 'Give at example.com' })).toBe(
      'Please remove links from the message',
    );
    expect(firstError({ ...form, email: 'rosa' })).toMatch(/email/i);
  });

  it('accepts any message of up to 280 characters without a link', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 280 }), (message) => {
        const result = schema.safeParse({ ...form, message });
        expect(result.success).toBe(!hasLink(message.trim()));
      }),
    );
  });
});

describe('what the public sees of a page', () => {
  it('is the first name and initial, class, goal, message and totals: nothing of the family', () => {
    const page = pageOf({ goal: null });
    const shown = publicStudentPage(page, { raised_cents: 12_345, gifts: 3 }, 250);
    expect(shown).toEqual({
      code: page.code,
      firstName: 'Maya',
      lastInitial: 'R',
      gradeTeacher: page.grade_teacher,
      goal: 250,
      message: page.message,
      raised: 123.45,
      gifts: 3,
    });
    const text = JSON.stringify(shown);
    for (const secret of [page.parent_name, page.parent_email, page.edit_key_hash, 'Rodriguez'])
      expect(text).not.toContain(secret);
    expect(publicStudentPage(page, null, 250)).toMatchObject({ raised: 0, gifts: 0 });
  });

  it('names the child "Maya R."', () => {
    expect(studentDisplayName(pageOf())).toBe('Maya R.');
  });

  it('is a stored document the schema accepts', () => {
    expect(studentPageSchema.parse(pageOf())).toEqual(pageOf());
  });
});

describe("a shared page link's preview", () => {
  const index = [
    '<html><head><meta',
    '  name="description"',
    '  content="Support our school" />',
    '<title>Give to our school</title></head><body><div id="root"></div></body></html>',
  ].join('\n');
  const url = 'https://hope.example.org/s/mayar23';

  it("names the school and the child's first name only", () => {
    const html = withShareTags(index, pageShareTags(pageOf(), defaultSettings, url));
    expect(html).toContain('<title>Maya&#39;s page · Hope Charter School</title>');
    expect(html).toContain('<meta property="og:title" content="Maya&#39;s page · Hope Charter School" />');
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta property="og:image" content="${url}/preview.png" />`);
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    for (const secret of ['Rosa', 'rosa@example.com', 'Maya R', pageOf().grade_teacher])
      expect(html).not.toContain(secret);
  });

  it('escapes every value it puts in, and is generic for a page not shown', () => {
    const page = pageOf({ first_name: '"><script>alert(1)</script>' });
    const html = withShareTags(index, pageShareTags(page, defaultSettings, url));
    expect(html).not.toContain('<script>');
    for (const status of ['paused', 'hidden', 'deleted'] as const) {
      const tags = pageShareTags(pageOf({ status }), defaultSettings, url);
      expect(tags.title).toBe('Give to Hope Charter School');
    }
    expect(pageShareTags(null, defaultSettings, url).description).not.toContain('Maya');
    // While the school has students' pages turned off, no preview names a child.
    const pagesOff = {
      ...defaultSettings,
      studentPages: { enabled: false, defaultGoal: 250, leaderboard: 'off' as const },
    };
    expect(pageShareTags(pageOf(), pagesOff, url).title).toBe(
      `Give to ${defaultSettings.organization.schoolName}`,
    );
  });
});

describe("a shared page's preview image", () => {
  const pagesOff = {
    ...defaultSettings,
    studentPages: { enabled: false, defaultGoal: 250, leaderboard: 'off' as const },
  };
  const totals = { raised_cents: 5_000, gifts: 2 };

  it('shows the school, the child as the page names them and the progress, never the family', () => {
    const card = pagePreviewCard(pageOf(), totals, defaultSettings);
    expect(card).toEqual({
      school: defaultSettings.organization.schoolName,
      headline: 'Support Maya R.',
      progress: { figures: '$50 raised of a $300 goal', percent: 16 },
    });
    const svg = previewSvg(card);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain('Support Maya R.');
    for (const secret of ['Rosa', 'rosa@example.com', pageOf().grade_teacher])
      expect(svg).not.toContain(secret);
  });

  it('is the generic card for a page not shown or while pages are off, and escapes what it draws', () => {
    for (const [page, settings] of [
      [pageOf({ status: 'paused' }), defaultSettings],
      [null, defaultSettings],
      [pageOf(), pagesOff],
    ] as const) {
      const card = pagePreviewCard(page, totals, settings);
      expect(card.progress).toBeNull();
      expect(previewSvg(card)).not.toContain('Maya');
    }
    const odd = pagePreviewCard(pageOf({ first_name: '<b>&' }), totals, defaultSettings);
    expect(previewSvg(odd)).toContain('Support &lt;b&gt;&amp; R.');
  });
});

describe("the public page's zod-free reading of the pages' answers", () => {
  const shown = publicStudentPage(pageOf(), { raised_cents: 5_000, gifts: 2 }, 250);

  it('takes the answers the functions give', () => {
    expect(readPublicPageAnswer({ state: 'active', page: shown })).toEqual({ state: 'active', page: shown });
    expect(readPublicPageAnswer({ state: 'unavailable' })).toEqual({ state: 'unavailable' });
    const managed = { ...shown, status: 'hidden', hiddenReason: 'A surname' };
    expect(readManagedPageAnswer({ page: managed })).toEqual({ page: managed });
    expect(readManagedPageAnswer({ deleted: true })).toEqual({ deleted: true });
  });

  it("takes a page's open drive, and reads a malformed one as none", () => {
    const drive = {
      name: 'Fun Run 2027',
      unit: { one: 'lap', other: 'laps' },
      unitEs: null,
      eventDate: '2027-04-17',
      maxUnits: 30,
      suggestedRate: 2,
      pledges: 3,
      units: null,
    };
    const withDrive = { ...shown, drive };
    expect(readPublicPageAnswer({ state: 'active', page: withDrive })).toEqual({
      state: 'active',
      page: withDrive,
    });
    expect(
      readPublicPageAnswer({ state: 'active', page: { ...shown, drive: { ...drive, pledges: -1 } } }),
    ).toEqual({
      state: 'active',
      page: { ...shown, drive: null },
    });
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      '<html>',
      { state: 'active' },
      { state: 'active', page: { ...shown, gifts: -1 } },
    ])
      expect(readPublicPageAnswer(value)).toBeNull();
    expect(readManagedPageAnswer({ page: { ...shown, status: 'gone', hiddenReason: null } })).toBeNull();
    expect(readManagedPageAnswer({ error: 'This link does not open this page' })).toBeNull();
  });
});
