import { Plural, Trans } from '@lingui/react/macro';
import { formatCurrency } from '@hope/domain/money';
import type { ReturningGift } from '../shared/returning-gift';

/**
 * After a payment: the gift named with its amount, and where its receipt is going. Without the gift (the
 * page opened on another tab, storage off) it still says a receipt is coming.
 */
export function GiftReceipt({ gift }: { gift: ReturningGift | null }) {
  if (!gift) {
    return (
      <p>
        <Trans>Your receipt is on its way by email.</Trans>
      </p>
    );
  }
  const amount = formatCurrency(gift.amount);
  const { email, months } = gift;
  return (
    <p className="thanks-gift">
      {months === null ? (
        <Trans>
          Your gift: <strong>{amount}</strong>.
        </Trans>
      ) : (
        <Trans>
          Your gift: <strong>{amount}</strong> a month,{' '}
          <Plural value={months} one="for # month" other="for # months" />.
        </Trans>
      )}{' '}
      {gift.bank ? (
        <Trans>
          Your bank payment takes a few business days to clear; your receipt will go to{' '}
          <strong className="thanks-email">{email}</strong> once it has.
        </Trans>
      ) : (
        <Trans>
          Your receipt is on its way to <strong className="thanks-email">{email}</strong>.
        </Trans>
      )}
    </p>
  );
}
