import { paymentReceipt, pledgeInvoice, yearEndStatementContent } from '@hope/domain/receipts';
import { type Donation, type Partner } from '@hope/domain/records';
import { defaultSettings } from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../src/mail/pdf-text';
import { receiptPdf } from '../src/mail/receipt-pdf';
import { errorText, isTransient } from '../src/mail/smtp-errors';

const blank = {
  total_pledged_amt: 100,
  net_payment: null,
  stripe_customer_id: null,
  stripe_session_id: null,
  payment_intent_id: null,
  payment_reference: null,
  payment_completed_at: null,
  cancel_date: null,
  created_at: '2026-11-01T18:00:00.000Z',
  updated_at: '2026-11-01T18:00:00.000Z',
  yearbook: null,
  magnet_given: null,
  tshirt_given: null,
  notes: null,
};
const donation: Donation = {
  ...blank,
  parent_name: 'Nguyễn Thị Ánh 李',
  email: 'anh@example.com',
  donation_amount: 100,
  donation_type: 'one_time',
  company_matching: false,
  form_submitted_at: null,
  children_data: [],
  grade_teacher_data: [],
};
const partner: Partner = {
  ...blank,
  company_name: 'Bay Hardware',
  contact_name: 'Sam Ortiz',
  contact_phone: '(555) 123-4567',
  email: 'sam@example.com',
  partnership_level: 'platinum',
  partnership_amount: 3000,
  donation_type: 'one_time',
  pay_by_check: true,
  stripe_product_id: null,
  banner: null,
  website: null,
  children_data: null,
  grade_teacher_data: null,
};
const issuedAt = new Date('2026-11-04T18:00:00.000Z');
const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** A card receipt of $100 for `record`. */
const receiptOf = (record: Donation) =>
  paymentReceipt({
    record,
    payment: {
      key: 'ch_1',
      method: 'card',
      amount: 100,
      gift: 100,
      received_at: '2026-11-03T18:00:00.000Z',
      installment: null,
      of: null,
    },
    settings: defaultSettings,
    mailId: 'receipt_x',
    issuedAt,
  });

describe('receipt PDF', () => {
  it('draws a receipt as a small one-page PDF of half-letter size', async () => {
    const content = receiptOf(donation);
    const pdf = await receiptPdf(content);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 396 612]');
    expect(pdf.length).toBeLessThan(20_000);
  });

  it('names the receipt’s language in the document, for screen readers; English without one', async () => {
    expect((await receiptPdf(receiptOf({ ...donation, language: 'es' }))).toString('latin1')).toContain(
      '/Lang (es)',
    );
    expect((await receiptPdf(receiptOf(donation))).toString('latin1')).toContain('/Lang (en)');
  });

  it('continues a long statement on further pages, each with its footer', async () => {
    const gifts = Array.from({ length: 40 }, (_, index) => ({
      received_at: `2025-${String((index % 12) + 1).padStart(2, '0')}-05T18:00:00.000Z`,
      description: 'Monthly gift (card)',
      amount: 10,
      deductible: 10,
      withGoods: false,
      tShirt: false,
    }));
    const content = yearEndStatementContent({
      statement: { email: 'a@example.com', name: 'A', gifts, total: 400, deductibleTotal: 400 },
      year: 2025,
      settings: defaultSettings,
      mailId: 'statement_2025_x',
      issuedAt,
    });
    expect(pages(await receiptPdf(content))).toBeGreaterThanOrEqual(2);
  });

  it('draws an invoice with the level’s benefits', async () => {
    const pdf = await receiptPdf(
      pledgeInvoice({ record: partner, settings: defaultSettings, mailId: 'pledge_x', issuedAt }),
    );
    expect(pages(pdf)).toBeGreaterThanOrEqual(1);
  });

  it('keeps names in the standard fonts’ characters: marks dropped where needed, others as ?', () => {
    expect(pdfText('Nguyễn Thị Ánh 李 — “Co” €5')).toBe('Nguyen Thi Ánh ? — “Co” €5');
  });
});

describe('SMTP errors', () => {
  it('retries an unreachable or busy server, not a refused address', () => {
    expect(isTransient({ code: 'ESOCKET' })).toBe(true);
    expect(isTransient({ code: 'ECONNECTION' })).toBe(true);
    expect(isTransient({ code: 'EENVELOPE', responseCode: 451 })).toBe(true);
    expect(isTransient({ code: 'EENVELOPE', responseCode: 501 })).toBe(false);
    expect(isTransient({ code: 'EENVELOPE' })).toBe(false);
    expect(isTransient({ code: 'EAUTH', responseCode: 535 })).toBe(false);
    expect(isTransient(null)).toBe(false);
    expect(errorText(new Error('501 Bad recipient'))).toBe('501 Bad recipient');
    expect(errorText('x'.repeat(2000))).toHaveLength(1000);
  });
});
