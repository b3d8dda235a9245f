import { appConfig } from '@hope/domain/config';
import { useSettings } from '#settings';

/** The three ways to give, as the landing page has always listed them. */
export function WaysToGive() {
  const { officeEmail } = useSettings().organization;
  return (
    <section className="card main-ways" aria-labelledby="ways-title">
      <h2 id="ways-title">Three ways to give</h2>
      <ol className="main-ways-list">
        <li>
          <strong>Pay by check.</strong> E-mail the school office at{' '}
          <a href={`mailto:${officeEmail}`}>{officeEmail}</a> for instructions.
        </li>
        <li>
          <strong>Pay online by credit card.</strong> Once or monthly, on our payment provider&rsquo;s secure
          page.
        </li>
        <li>
          <strong>Sign up for an installment plan.</strong> Spread your gift over up to{' '}
          {appConfig.limits.maxMonths} monthly payments.
        </li>
      </ol>
    </section>
  );
}
