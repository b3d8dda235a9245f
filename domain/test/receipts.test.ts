import { describe, expect, it } from 'vitest';
import {
  canResend,
  stuckReason,
  stuckWords,
  type Delivery,
  deliveryLabel,
  mailPlanFor,
  mailRecipient,
  normalizeEmail,
  officeCompletionPayment,
  paymentReceipt,
  plannedMail,
  pledgeInvoice,
  receiptHtml,
  receiptKind,
  receiptText,
  resendRequestSchema,
  statementMailId,
  textHash,
  yearEndRequestSchema,
} from '../src/receipts';
import { goodsAndServices } from '../src/receipts/goods-services';
import { formatSchoolLongDate } from '../src/receipts/receipt-dates';
import { type EventPayment, type RecordEvent, type StoredRecord } from '../src/records';
import { defaultSettings, defaultTimeZone, type SchoolSettings, schoolSettingsSchema } from '../src/settings';
import { donation, partner, withBenefitValues } from './fixtures';

/** Gold's benefits valued: a display table at $150 and flyers at $50 ($200 of a $1,200 level); no other. */
const settings: SchoolSettings = withBenefitValues(defaultSettings, (level, benefit) =>
  level !== 'gold'
    ? 0
    : benefit.text === 'Display table at one event'
      ? 150
      : benefit.text === 'Flyers twice a year'
        ? 50
        : 0,
);

const payment = (overrides: Partial<EventPayment> = {}): EventPayment => ({
  key: 'ch_1',
  method: 'card',
  amount: 100,
  gift: 100,
  received_at: '2026-11-04T06:30:00.000Z',
  installment: null,
  of: null,
  ...overrides,
});

const issuedAt = new Date('2026-11-04T18:00:00.000Z');
const receipt = (record: StoredRecord = donation(), paid = payment()) =>
  paymentReceipt({ record, payment: paid, settings, mailId: 'receipt_donations_d1_ch_1', issuedAt });
const fact = (content: { facts: { label: string; value: string }[] }, label: string) =>
  content.facts.find((candidate) => candidate.label === label)?.value;

describe('receipt content', () => {
  it('acknowledges a one-time card gift with what the IRS asks, in school-time dates and dollars', () => {
    const content = receipt(
      donation({ parent_name: 'Ann Lee', children_data: [{ name: 'Bo Lee', tShirtSize: '' }] }),
    );
    expect(content).toMatchObject({
      kind: 'gift',
      title: 'Donation Receipt',
      organization: { name: 'Hope Parent Organization', taxExemptNumber: '00-0000000' },
      greeting: 'Dear Ann Lee,',
      issuedOn: 'November 4, 2026',
    });
    // 06:30 UTC on 4 November is the evening of 3 November in California.
    expect(fact(content, 'Date received')).toBe('November 3, 2026');
    expect(fact(content, 'Amount received')).toBe('$100.00');
    expect(fact(content, 'Paid by')).toBe('Card');
    expect(fact(content, 'Tax-deductible amount')).toBe('$100.00');
    expect(content.goodsServices.statement).toBe(
      'No goods or services were provided in exchange for this contribution.',
    );
    expect(content.number).toMatch(/^R-[0-9A-Z]{8}$/);
    const all = receiptText(content) + receiptHtml(content);
    expect(all).not.toContain('Bo Lee');
  });

  it('names the installment of a monthly pledge, and a covered card fee as part of the amount received', () => {
    const record = donation({
      donation_type: 'monthly',
      donation_amount: 30,
      pledge_amt: 90,
      months: 3,
      fee_covered: true,
    });
    const content = receipt(record, payment({ amount: 31.2, gift: 30, installment: 2, of: 3 }));
    expect(content.kind).toBe('installment');
    expect(fact(content, 'For')).toBe(
      'Monthly gift to the HOPE Annual Fund: payment 2 of 3 of a $90.00 pledge',
    );
    expect(fact(content, 'Card fees covered')).toBe('$1.20 of the amount (thank you)');
    expect(fact(content, 'Tax-deductible amount')).toBe('$31.20');
  });

  it('uses the T-shirt statement only for a family gift of $1,000 or more with a T-shirt size chosen', () => {
    const shirt = [{ name: 'Kid', tShirtSize: 'Youth M' }];
    const big = donation({ donation_amount: 1000, children_data: shirt });
    expect(receipt(big).goodsServices.statement).toBe(settings.receipts.tShirtStatement);
    const plan = donation({ donation_amount: 100, pledge_amt: 1200, months: 12, children_data: shirt });
    expect(receipt(plan).goodsServices.statement).toBe(settings.receipts.tShirtStatement);
    expect(receipt(donation({ donation_amount: 999.99, children_data: shirt })).goodsServices.statement).toBe(
      settings.receipts.noGoodsStatement,
    );
    expect(receipt(donation({ donation_amount: 1000 })).goodsServices.statement).toBe(
      settings.receipts.noGoodsStatement,
    );
  });

  it('lists a sponsorship’s benefits with kind and value and deducts their share from each payment', () => {
    const gold = partner({ company_name: 'Bay Hardware', contact_name: 'Sam Ortiz', level_name: 'Gold' });
    const full = goodsAndServices(gold, { amount: 1200, gift: 1200 }, settings);
    expect(full).toMatchObject({ valueShare: 200, deductible: 1000 });
    expect(full.benefits).toContainEqual({
      text: 'Display table at one event',
      kind: 'Goods or services',
      value: '$150.00',
    });
    expect(full.statement).toContain('estimated fair market value of $200.00 in all');
    // One of three installments of $400 carries a third of the value.
    expect(goodsAndServices(gold, { amount: 400, gift: 400 }, settings)).toMatchObject({
      valueShare: 66.67,
      deductible: 333.33,
    });
    const content = receipt(gold, payment({ amount: 400, gift: 400, installment: 1, of: 3 }));
    expect(content.kind).toBe('sponsorship');
    expect(content.title).toBe('Sponsorship Receipt');
    expect(content.greeting).toBe('Dear Sam Ortiz,');
    expect(fact(content, 'For')).toBe('Gold sponsorship of the HOPE Annual Fund ($1,200.00), payment 1 of 3');
    const bronze = goodsAndServices(
      partner({ partnership_level: 'bronze', partnership_amount: 500 }),
      { amount: 500, gift: 500 },
      settings,
    );
    expect(bronze).toMatchObject({ valueShare: 0, deductible: 500 });
    expect(bronze.statement).toContain('estimated fair market value is $0.00');
    const none = {
      ...settings,
      sponsorshipLevels: settings.sponsorshipLevels.map((level) => ({ ...level, benefits: [] })),
    };
    expect(goodsAndServices(partner(), { amount: 10, gift: 10 }, none).statement).toBe(
      settings.receipts.noGoodsStatement,
    );
    expect(
      goodsAndServices(partner({ partnership_amount: 0 }), { amount: 300, gift: 300 }, settings).deductible,
    ).toBe(100);
  });

  it('acknowledges a check by its number', () => {
    const record = donation({
      donation_type: 'check',
      checks: {
        '1042': {
          number: '1042',
          amount: 250,
          deposited_on: '2026-11-02',
          recorded_at: 'x',
          recorded_by: 'y',
        },
      },
    });
    const content = receipt(
      record,
      payment({
        key: 'check_1042',
        method: 'check',
        amount: 250,
        gift: 250,
        received_at: '2026-11-02T20:00:00.000Z',
      }),
    );
    expect(receiptKind(record, { method: 'check', of: null })).toBe('check');
    expect(fact(content, 'Paid by')).toBe('Check #1042');
    expect(content.paragraphs[0]).toBe('We received your check of $250.00 on November 2, 2026.');
  });

  it('confirms a check pledge with an invoice: amount, level, payee, memo, address and office email', () => {
    const invoice = pledgeInvoice({
      record: partner({ level_name: 'Gold', created_at: '2026-11-01T18:00:00.000Z' }),
      settings,
      mailId: 'pledge_x',
      issuedAt,
    });
    expect(invoice.number).toMatch(/^INV-/);
    expect(fact(invoice, 'Amount due')).toBe('$1,200.00');
    expect(fact(invoice, 'Make check payable to')).toBe('Hope Parent Organization');
    expect(fact(invoice, 'Memo')).toBe('Community Partnership');
    expect(fact(invoice, 'Mail to')).toBe('123 Sample Street, Sampletown, CA 90000');
    expect(invoice.table?.total).toEqual(['Total due', '$1,200.00']);
    expect(invoice.notes.join(' ')).toContain('office@hope.example.org');
    expect(invoice.notes.join(' ')).toContain('not a tax receipt');
  });

  it('escapes every value in the HTML and carries the same facts in the text', () => {
    const content = receipt(donation({ parent_name: '<b>Ann & "Bo"</b>' }));
    const html = receiptHtml(content);
    expect(html).toContain('&lt;b&gt;Ann &amp; &quot;Bo&quot;&lt;/b&gt;');
    expect(html).not.toContain('<b>Ann');
    const text = receiptText(content);
    for (const { value } of content.facts) expect(text).toContain(value);
    const signed = receiptText({ ...content, signature: { name: 'Pat Kim', title: 'Treasurer' } });
    expect(signed).toContain('Pat Kim, Treasurer');
  });
});

const entry = (overrides: Partial<RecordEvent>): RecordEvent => ({
  kind: 'payment_received',
  collection: 'donations',
  record_id: 'd1',
  at: '2026-11-04T18:00:00.000Z',
  actor: { type: 'stripe' },
  summary: '',
  changes: {},
  payment: payment(),
  source: 'evt_1',
  ...overrides,
});

describe('which mail an entry calls for, keyed by what it acknowledges', () => {
  it('keys a receipt by payment, a pledge by record, an office completion by record', () => {
    expect(mailPlanFor(entry({}))).toMatchObject({ kind: 'receipt', mailId: 'receipt_donations_d1_ch_1' });
    expect(mailPlanFor(entry({ kind: 'pledged', collection: 'community_partners', payment: null }))).toEqual({
      kind: 'pledge',
      mailId: 'pledge_community_partners_d1',
    });
    const completed = entry({
      kind: 'edited',
      payment: null,
      changes: { payment_completed_at: { before: null, after: '2026-10-20T19:00:00.000Z' } },
    });
    expect(mailPlanFor(completed)).toEqual({
      kind: 'receipt',
      mailId: 'receipt_donations_d1_completed',
      payment: null,
    });
    expect(
      mailPlanFor(entry({ kind: 'edited', payment: null, changes: { notes: { before: null, after: 'x' } } })),
    ).toBeNull();
    expect(mailPlanFor(entry({ kind: 'created', payment: null }))).toBeNull();
  });

  it('sends nothing for a voided record, one without a real email, or a completion that is not a check', () => {
    const plan = mailPlanFor(entry({}))!;
    expect(
      plannedMail(plan, donation({ voided: { at: 'x', by: 'y', reason: 'test' } }), settings, issuedAt),
    ).toEqual({ skip: 'The record is voided.' });
    expect(plannedMail(plan, donation({ email: null }), settings, issuedAt)).toEqual({
      skip: 'This record has no email address, so no receipt is sent.',
      owed: { summary: 'Receipt for $100.00 received Nov 3, 2026' },
    });
    expect(mailRecipient(partner({ email: 'admin-entry@hope.example.org' }))).toMatchObject({
      reason: expect.stringContaining('placeholder'),
    });
    expect(mailRecipient(donation({ email: 'nobody' }))).toMatchObject({
      reason: expect.stringContaining('no valid email'),
    });
    expect(plannedMail({ kind: 'pledge', mailId: 'p' }, donation(), settings, issuedAt)).toEqual({
      skip: 'Only a sponsorship pledge gets an invoice.',
    });
    const office = { kind: 'receipt' as const, mailId: 'r', payment: null };
    expect(
      plannedMail(office, donation({ payment_completed_at: '2026-10-20T19:00:00.000Z' }), settings, issuedAt),
    ).toEqual({ skip: 'No payment to acknowledge.' });
    const check = donation({
      donation_type: 'check',
      payment_completed_at: '2026-10-20T19:00:00.000Z',
      donation_amount: 250,
    });
    expect(officeCompletionPayment(check)).toMatchObject({ key: 'completed', method: 'check', amount: 250 });
    expect(officeCompletionPayment({ ...check, donation_amount: 0 })).toBeNull();
    expect(plannedMail(office, check, settings, issuedAt)).toMatchObject({
      kind: 'receipt',
      summary: 'Receipt for $250.00 received Oct 20, 2026',
    });
    expect(
      plannedMail({ kind: 'pledge', mailId: 'p' }, partner({ pay_by_check: true }), settings, issuedAt),
    ).toMatchObject({ kind: 'pledge' });
  });
});

describe('mail documents', () => {
  it('keys a statement by year and a stable hash of the normalized email', () => {
    expect(statementMailId(2025, ' Dee@Example.com ')).toBe(statementMailId(2025, 'dee@example.com'));
    expect(statementMailId(2025, 'dee@example.com')).not.toBe(statementMailId(2025, 'eli@example.com'));
    expect(statementMailId(2025, 'dee@example.com')).toMatch(/^statement_2025_[0-9a-z]+$/);
    expect(textHash('abc')).toBe(textHash('abc'));
    expect(normalizeEmail(' A@B.org ')).toBe('a@b.org');
  });

  it('names delivery states for the office and allows a resend of a settled or abandoned message only', () => {
    expect(deliveryLabel(undefined)).toBe('Queued');
    expect(deliveryLabel({ state: 'RETRY', attempts: 1 })).toBe('Queued');
    expect(deliveryLabel({ state: 'PROCESSING', attempts: 1 })).toBe('Sending');
    expect(deliveryLabel({ state: 'SUCCESS', attempts: 1 })).toBe('Sent');
    expect(deliveryLabel({ state: 'ERROR', attempts: 3 })).toBe('Failed');
    const now = new Date('2026-11-04T18:00:00.000Z');
    const queued = (delivery: Delivery | undefined, at = '2026-11-04T17:59:00.000Z') => ({
      delivery,
      created_at: at,
    });
    expect(canResend(queued({ state: 'ERROR', attempts: 3 }), now)).toBe(true);
    expect(canResend(queued({ state: 'SUCCESS', attempts: 1 }), now)).toBe(true);
    // Queued a minute ago: on its way.
    expect(canResend(queued({ state: 'PENDING', attempts: 0 }), now)).toBe(false);
    expect(canResend(queued(undefined), now)).toBe(false);
    expect(
      canResend(
        queued({ state: 'PROCESSING', attempts: 1, leaseExpireTime: '2026-11-04T18:01:00.000Z' }),
        now,
      ),
    ).toBe(false);
    expect(
      canResend(
        queued({ state: 'PROCESSING', attempts: 1, leaseExpireTime: '2026-11-04T17:59:00.000Z' }),
        now,
      ),
    ).toBe(true);
  });

  it('calls a message stuck once its sender stopped, or once it has waited minutes for one, and says what Resend does', () => {
    const now = new Date('2026-11-04T18:00:00.000Z');
    const tenMinutesAgo = '2026-11-04T17:50:00.000Z';
    expect(stuckReason({ created_at: tenMinutesAgo }, now)).toBe('waiting');
    expect(stuckReason({ delivery: { state: 'PENDING', attempts: 0 }, created_at: tenMinutesAgo }, now)).toBe(
      'waiting',
    );
    // Set to be sent again a moment ago: queued anew.
    expect(
      stuckReason(
        {
          delivery: { state: 'RETRY', attempts: 1 },
          created_at: tenMinutesAgo,
          resent: { at: '2026-11-04T17:59:30.000Z', by: 'treasurer@example.org' },
        },
        now,
      ),
    ).toBeNull();
    expect(
      stuckReason(
        {
          delivery: { state: 'PROCESSING', attempts: 1, leaseExpireTime: '2026-11-04T17:58:00.000Z' },
          created_at: tenMinutesAgo,
        },
        now,
      ),
    ).toBe('stopped');
    // A statement a year-end run created already taken is that run's until its lease lapses, however old.
    expect(
      stuckReason(
        {
          delivery: { state: 'PROCESSING', attempts: 1, leaseExpireTime: '2026-11-04T18:02:00.000Z' },
          created_at: '2026-01-01T00:00:00.000Z',
        },
        now,
      ),
    ).toBeNull();
    expect(
      stuckReason({ delivery: { state: 'ERROR', attempts: 3 }, created_at: tenMinutesAgo }, now),
    ).toBeNull();
    expect(canResend({ created_at: tenMinutesAgo }, now)).toBe(true);
    expect(stuckWords('waiting')).toEqual({
      label: 'Stuck',
      explanation:
        'It has waited more than 5 minutes without being sent. Resend sends it now; otherwise the automatic check every 15 minutes sends it.',
    });
    expect(stuckWords('stopped').explanation).toMatch(
      /^Its sending stopped before it was confirmed\. Resend sends it now/,
    );
  });

  it('parses the office’s requests', () => {
    expect(resendRequestSchema.safeParse({ mailId: 'receipt_donations_d1_ch_1' }).success).toBe(true);
    expect(resendRequestSchema.safeParse({ mailId: '../x' }).success).toBe(false);
    expect(resendRequestSchema.safeParse({ mailId: 'receipt_x', owed: true }).success).toBe(true);
    expect(resendRequestSchema.safeParse({ mailId: 'receipt_x', owed: 'yes' }).success).toBe(false);
    expect(yearEndRequestSchema.safeParse({ action: 'send', year: 2025 }).success).toBe(true);
    expect(yearEndRequestSchema.safeParse({ action: 'resend', year: 2025, email: 'x' }).success).toBe(false);
    expect(yearEndRequestSchema.safeParse({ action: 'send', year: 2025.5 }).success).toBe(false);
  });

  it('writes dates as a letter does, in school time across the DST change', () => {
    expect(formatSchoolLongDate(defaultTimeZone, '2026-03-08T09:59:00.000Z')).toBe('March 8, 2026');
    expect(formatSchoolLongDate(defaultTimeZone, '2026-11-01T07:30:00.000Z')).toBe('November 1, 2026');
    expect(formatSchoolLongDate(defaultTimeZone, '2026-11-01T06:30:00.000Z')).toBe('October 31, 2026');
    expect(formatSchoolLongDate(defaultTimeZone, 'not a date')).toBe('');
  });
});

describe('receipts settings', () => {
  it('reads a settings document saved before receipts existed with the default texts', () => {
    const { receipts: _none, ...older } = defaultSettings;
    expect(schoolSettingsSchema.parse(older).receipts).toEqual(defaultSettings.receipts);
    expect(
      schoolSettingsSchema.safeParse({
        ...defaultSettings,
        receipts: { ...defaultSettings.receipts, thankYou: ' ' },
      }).success,
    ).toBe(false);
  });
});
