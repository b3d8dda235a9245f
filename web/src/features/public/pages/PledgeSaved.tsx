import { Trans } from '@lingui/react/macro';

/** Back from Stripe's page with the card saved: the pledge is made, its details follow by email. */
export function PledgeSaved({ name, onSeePage }: { name: string; onSeePage: () => void }) {
  return (
    <div className="main-step">
      <section className="card pages-card" aria-labelledby="pledged-title">
        <h1 id="pledged-title">
          <Trans>Thank you for your pledge for {name}!</Trans>
        </h1>
        <p>
          <Trans>
            Your card is saved and nothing was charged today. We are emailing you your pledge and a private
            link to change or cancel it. After the event you get a receipt for what was charged.
          </Trans>
        </p>
        <button type="button" className="button secondary" onClick={onSeePage}>
          <Trans>See the page</Trans>
        </button>
      </section>
    </div>
  );
}
