import { useLingui } from '@lingui/react/macro';
import { appConfig } from '@hope/domain/config';
import { formatCurrency } from '@hope/domain/money';
import type { DonationGap } from '@hope/domain/public';
import { pageLanguage } from '../../../i18n';

const { limits } = appConfig;

interface Props {
  id: string;
  gaps: DonationGap[];
  monthly: boolean;
  /** A gift through a student's page asks the giver's own name. */
  ownName: boolean;
}

/**
 * Beside a disabled Donate Now: what the form still needs, in words ("Still needed: an amount of at least
 * $1.00 and a valid email address."), so a greyed-out button is never a riddle.
 */
export function MissingNote({ id, gaps, monthly, ownName }: Props) {
  const { t } = useLingui();
  if (gaps.length === 0) return null;
  const minimum = formatCurrency(limits.minAmount);
  const minimumMonthly = formatCurrency(limits.minMonthlyPayment);
  const { minMonths, maxMonths } = limits;
  const words: Record<DonationGap, string> = {
    amount: monthly ? t`a total amount of at least ${minimum}` : t`an amount of at least ${minimum}`,
    months: t`a number of months from ${minMonths} to ${maxMonths}`,
    monthlyAmount: t`a monthly payment of at least ${minimumMonthly} (a larger total or fewer months)`,
    parentName: ownName ? t`your name` : t`the parent name`,
    email: t`a valid email address`,
    students: t`at least one student`,
  };
  const list = new Intl.ListFormat(pageLanguage(), { type: 'conjunction' }).format(
    gaps.map((gap) => words[gap]),
  );
  return (
    <p id={id} className="give-missing">
      {t`Still needed: ${list}.`}
    </p>
  );
}
