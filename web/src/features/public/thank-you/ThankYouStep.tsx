import { useSettings } from '#settings';
import { CheckInstructions } from '../CheckInstructions';
import { MakePageLink } from '../pages/MakePageLink';
import './thank-you.css';

interface Props {
  check: boolean;
  /** A monthly gift's signed link token: the donor can open Stripe's portal to update the card or stop. */
  manage: string | null;
  onStartOver: () => void;
}

/** The last step: after a check pledge it repeats how to send the check; after a card payment it confirms. */
export function ThankYouStep({ check, manage, onStartOver }: Props) {
  const { organization } = useSettings();
  return (
    <section className="card thanks" aria-labelledby="thanks-title">
      <div className={`thanks-mark ${check ? 'is-check' : ''}`} aria-hidden="true">
        {check ? '✉' : '✓'}
      </div>
      <h1 id="thanks-title">{check ? 'Thank you!' : 'Payment Successful!'}</h1>
      {check ? (
        <>
          <p>Your partnership pledge is recorded. Here is how to send your check:</p>
          <CheckInstructions className="thanks-check" />
        </>
      ) : (
        <p>Your payment went through. Thank you for supporting {organization.schoolName}!</p>
      )}
      {manage && (
        <p>
          You can update your card or stop your monthly gift at any time:{' '}
          <a href={`/api/portal?t=${encodeURIComponent(manage)}`}>Manage my monthly gift</a>. The same link is
          in your receipts.
        </p>
      )}
      <p className="muted">
        {organization.organizationName} tax-exempt number: <strong>{organization.taxExemptNumber}</strong>
      </p>
      <div className="thanks-actions">
        <MakePageLink />
        <button type="button" className="button" onClick={onStartOver}>
          Start Over
        </button>
      </div>
    </section>
  );
}
