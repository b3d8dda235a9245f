import type { PayMethod } from './useSponsorForm';

const LABELS: Record<PayMethod, string> = {
  full: 'Pay Total Now',
  installments: 'Pay Over Time',
  check: 'Pay by Check',
};

interface PayButtonsProps {
  canPay: boolean;
  busy: PayMethod | null;
  onPay: Record<PayMethod, () => void>;
}

/** The three ways to pay: enabled once filled in; while one runs it reads 'Processing...' and all wait. */
export function PayButtons({ canPay, busy, onPay }: PayButtonsProps) {
  return (
    <div className="sponsor-pay" role="group" aria-label="Choose how to pay">
      {(Object.keys(LABELS) as PayMethod[]).map((method) => (
        <button
          key={method}
          type="button"
          className={method === 'full' ? 'button' : 'button secondary'}
          disabled={!canPay || busy !== null}
          onClick={onPay[method]}
        >
          {busy === method ? 'Processing...' : LABELS[method]}
        </button>
      ))}
    </div>
  );
}
