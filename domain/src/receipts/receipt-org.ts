import { formatCurrency } from '../money';
import type { SchoolSettings } from '../settings';
import type { ReceiptContent } from './receipt-content';
import { textHash } from './mail';

/** Dollars as every receipt shows them: $1,200.00. */
export const money = (value: number): string => formatCurrency(value);

/** The organization block and the closing lines every receipt shares. */
export function organizationParts(settings: Pick<SchoolSettings, 'organization' | 'receipts'>) {
  const org = settings.organization;
  const { signerName, signerTitle } = settings.receipts;
  const signature = signerName || signerTitle ? { name: signerName, title: signerTitle } : null;
  return {
    organization: {
      name: org.organizationName,
      taxExemptNumber: org.taxExemptNumber,
      address: org.mailingAddress,
      email: org.officeEmail,
    },
    signature,
    footer:
      `${org.organizationName} is a tax-exempt nonprofit organization (tax-exempt number ` +
      `${org.taxExemptNumber}). Contributions are tax-deductible to the extent allowed by law. ` +
      `Questions: ${org.officeEmail}.`,
  } satisfies Partial<ReceiptContent>;
}

/** A short number for people ('R-1K9ZQ3X'), stable for the message it names. */
export function documentNumber(prefix: string, mailId: string): string {
  return `${prefix}-${textHash(mailId).toUpperCase().padStart(8, '0').slice(-8)}`;
}
