import { schoolConfig } from '@hope/domain';

/** The public giving page (steps main, donation, thankyou) grows here; this is its first step's frame. */
export function PublicPage() {
  return (
    <main className="page">
      <p className="muted">{schoolConfig.schoolName}</p>
      <h1>{schoolConfig.fundName}</h1>
      <p>
        Thank you for supporting our school. Every family is asked to give $
        {schoolConfig.suggestedGift.toLocaleString('en-US')}, and every gift of any size helps.
      </p>
      <div role="group" aria-label="Choose how to give">
        <button type="button" className="button">
          Donate
        </button>{' '}
        <button type="button" className="button">
          Community Partner
        </button>
      </div>
    </main>
  );
}
