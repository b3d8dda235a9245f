import { useSettings } from '../../../app/settings/SettingsContext';
import { CheckInstructions } from '../CheckInstructions';
import './thank-you.css';

/** The last step: after a check pledge it repeats how to send the check; after a card payment it confirms. */
export function ThankYouStep({ check, onStartOver }: { check: boolean; onStartOver: () => void }) {
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
      <p className="muted">
        {organization.organizationName} tax-exempt number: <strong>{organization.taxExemptNumber}</strong>
      </p>
      <button type="button" className="button" onClick={onStartOver}>
        Start Over
      </button>
    </section>
  );
}
