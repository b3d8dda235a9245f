import { Trans } from '@lingui/react/macro';
import { appConfig } from '@hope/domain/config';
import { useSettings } from '#settings';

/** The three ways to give, as the landing page has always listed them. */
export function WaysToGive() {
  const { officeEmail } = useSettings().organization;
  const { maxMonths } = appConfig.limits;
  return (
    <section className="card main-ways" aria-labelledby="ways-title">
      <h2 id="ways-title">
        <Trans>Three ways to give</Trans>
      </h2>
      <ol className="main-ways-list">
        <li>
          <Trans>
            <strong>Pay by check.</strong> E-mail the school office at{' '}
            <a href={`mailto:${officeEmail}`}>{officeEmail}</a> for instructions.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Pay online by credit card.</strong> Once or monthly, on our payment provider&rsquo;s
            secure page.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Sign up for an installment plan.</strong> Spread your gift over up to {maxMonths} monthly
            payments.
          </Trans>
        </li>
      </ol>
    </section>
  );
}
