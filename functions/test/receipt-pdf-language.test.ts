import { paymentReceipt } from '@hope/domain/receipts';
import { type Donation } from '@hope/domain/records';
import { defaultSettings } from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import { receiptPdf } from '../src/mail/receipt-pdf';

const donation = (language?: Donation['language']): Donation => ({
  parent_name: 'Ana García',
  email: 'ana@example.com',
  donation_amount: 100,
  donation_type: 'one_time',
  company_matching: false,
  form_submitted_at: null,
  children_data: [],
  grade_teacher_data: [],
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
  ...(language ? { language } : {}),
});

const pdfOf = (record: Donation) =>
  receiptPdf(
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
      issuedAt: new Date('2026-11-04T18:00:00.000Z'),
    }),
  );

describe('a receipt PDF’s language', () => {
  it('names the receipt’s language in the document, for screen readers; English without one', async () => {
    expect((await pdfOf(donation('es'))).toString('latin1')).toContain('/Lang (es)');
    expect((await pdfOf(donation())).toString('latin1')).toContain('/Lang (en)');
  });
});
