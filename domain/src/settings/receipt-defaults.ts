import type { ReceiptSettings } from './receipt-settings';

/**
 * SAMPLE VALUES of the receipts' texts a school starts with (and that documents saved before receipts existed
 * read as). Plain data, apart from the schema: the public page's first chunk imports the defaults, and a zod
 * schema built there would run before the app turns zod's eval probe off (see web/src/app/zod-config.ts).
 */
export const defaultReceiptSettings: ReceiptSettings = {
  noGoodsStatement: 'No goods or services were provided in exchange for this contribution.',
  tShirtStatement:
    'In return for this contribution a student T-shirt was provided. Its value is insubstantial under IRS ' +
    'guidelines (a token item), so the full amount is deductible to the extent allowed by law.',
  thankYou: 'Thank you for supporting our students. Your generosity makes a difference every day.',
  signerName: '',
  signerTitle: 'Treasurer',
};
