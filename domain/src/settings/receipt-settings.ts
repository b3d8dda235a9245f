import { z } from '../zod';
import { defaultReceiptSettings } from './sample-values';
import { spanishVersions } from './translations-schema';

export { defaultReceiptSettings };

/*
 * The texts a tax receipt carries that are the school's to word (its lawyer's or treasurer's), with sound
 * defaults. The receipt's required facts (names, tax-exempt number, amounts, dates) come from the records
 * and the organization settings; only the words are here.
 */

export const receiptTextLimits = { statement: 500, line: 300, name: 120 } as const;

function statement(label: string, max: number = receiptTextLimits.statement) {
  return z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `Please shorten the ${label} to ${max} characters or fewer`);
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `Please enter the ${label}, or leave it blank` })
    .trim()
    .max(max, `Please shorten the ${label} to ${max} characters or fewer`);
}

export const receiptSettingsSchema = z.object({
  /** The IRS statement for a gift that bought nothing. */
  noGoodsStatement: statement('statement for gifts with nothing in return'),
  /** For a gift of the t-shirt threshold or more that came with a student T-shirt. */
  tShirtStatement: statement('T-shirt statement'),
  /** A line of thanks under the greeting. */
  thankYou: statement('thank-you line', receiptTextLimits.line),
  /** Who signs the receipts (blank: no name, the title alone). */
  signerName: optionalText("signer's name", receiptTextLimits.name),
  signerTitle: optionalText("signer's title", receiptTextLimits.name),
  translations: spanishVersions(
    {
      noGoodsStatement: 'statement for gifts with nothing in return',
      tShirtStatement: 'T-shirt statement',
      thankYou: 'thank-you line',
      signerTitle: "signer's title",
    },
    {
      noGoodsStatement: receiptTextLimits.statement,
      tShirtStatement: receiptTextLimits.statement,
      thankYou: receiptTextLimits.line,
      signerTitle: receiptTextLimits.name,
    },
  ),
});
export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;
