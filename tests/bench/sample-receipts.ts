import { paymentReceipt, yearEndStatementContent, type ReceiptContent } from '@hope/domain/receipts';
import { defaultSettings } from '@hope/domain/settings';
import { officeDonation } from '../support/receipts-bed';

/** The gifts on a monthly donor's statement, and the year they were given. */
export const GIFTS = 12;
export const YEAR = 2025;

/** A one-gift receipt and a 12-gift year-end statement, as the benchmarks draw and send them. */
export function sampleContents(): { receipt: ReceiptContent; statement: ReceiptContent } {
  const record = officeDonation({ donation_type: 'one_time', parent_name: 'Bench Parent' });
  const receipt = paymentReceipt({
    record,
    payment: {
      key: 'ch_1',
      method: 'card',
      amount: 100,
      gift: 100,
      received_at: '2025-03-01T18:00:00.000Z',
      installment: null,
      of: null,
    },
    settings: defaultSettings,
    mailId: 'receipt_donations_bench_ch_1',
    issuedAt: new Date(),
  });
  const gifts = Array.from({ length: GIFTS }, (_, month) => ({
    received_at: `${YEAR}-${String(month + 1).padStart(2, '0')}-05T18:00:00.000Z`,
    description: 'Monthly gift (card)',
    amount: 100,
    deductible: 100,
    withGoods: false,
    tShirt: false,
  }));
  const statement = yearEndStatementContent({
    statement: {
      email: 'bench@example.com',
      name: 'Bench Parent',
      gifts,
      total: 1200,
      deductibleTotal: 1200,
    },
    year: YEAR,
    settings: defaultSettings,
    mailId: 'statement_bench',
    issuedAt: new Date(),
  });
  return { receipt, statement };
}
