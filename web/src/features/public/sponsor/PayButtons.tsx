import { useLingui } from '@lingui/react/macro';
import type { PaymentWay } from './useSponsorForm';

const METHODS: readonly PaymentWay[] = ['full', 'installments', 'check'];

interface PayButtonsProps {
  canPay: boolean;
  busy: PaymentWay | null;
  onPay: Record<PaymentWay, () => void>;
}

/** The three ways to pay: enabled once filled in; while one runs it reads 'Processing...' and all wait. */
export function PayButtons({ canPay, busy, onPay }: PayButtonsProps) {
  const { t } = useLingui();
  const labels: Record<PaymentWay, string> = {
    full: t`Pay Total Now`,
    installments: t`Pay Over Time`,
    check: t`Pay by Check`,
  };
  return (
    <div className="sponsor-pay" role="group" aria-label={t`Choose how to pay`}>
      {METHODS.map((method) => (
        <button
          key={method}
          type="button"
          className={method === 'full' ? 'button' : 'button secondary'}
          disabled={!canPay || busy !== null}
          onClick={onPay[method]}
        >
          {busy === method ? t`Processing...` : labels[method]}
        </button>
      ))}
    </div>
  );
}
