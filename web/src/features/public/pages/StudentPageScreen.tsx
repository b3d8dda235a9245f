import { Trans } from '@lingui/react/macro';
import { childName } from './child-name';
import { Suspense } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { withGiftCounted } from '@hope/domain/pages';
import { DonateForm } from '../donate';
import { PageThanks } from '../thank-you';
import { pageUrl } from './page-read';
import { PageProgress } from './PageProgress';
import { PublicShell } from '../shared/PublicShell';
import { parseReturningGift } from '../shared/returning-gift';
import { UnavailablePage } from './UnavailablePage';
import { usePageReturn } from './usePageReturn';
import { useStudentPage } from './useStudentPage';
import { lazyScreen } from '../../../lib/lazy-screen';
import { PledgeSaved } from './PledgeSaved';
import { StudentPageView } from './StudentPageView';
import '../shared/hero.css';
import './pages.css';

// The pledge form (its zod schema, react-hook-form) downloads when a relative opens it, not with the page.
const PledgeForm = lazyScreen(async () => (await import('./PledgeForm')).PledgeForm);

/**
 * /s/<code>: a student's page, and Give opens the donation form for that page. The form is a history entry,
 * so the browser's Back returns to the page. A paid gift comes back here, to the page's own thank-you.
 */
export function StudentPageScreen() {
  const code = useParams().code ?? '';
  const answer = useStudentPage(code);
  const location = useLocation();
  const navigate = useNavigate();
  const giving = (location.state as { give?: unknown } | null)?.give === true;
  const pledging = (location.state as { pledge?: unknown } | null)?.pledge === true;
  const pledged = new URLSearchParams(location.search).get('pledged') === 'true';
  const backToPage = () => {
    // Back to the page: the entry before, unless the form was opened straight from a link or a reload.
    const { idx } = (window.history.state ?? {}) as { idx?: number };
    if (idx) void navigate(-1);
    else void navigate(location.pathname, { replace: true });
  };
  const returned = usePageReturn();

  let content;
  // The wait holds the page's height, so the footer does not jump when the page arrives.
  const loading = (
    <p className="muted pages-loading">
      <Trans>Loading…</Trans>
    </p>
  );
  if (answer === undefined) content = loading;
  else if (answer.state === 'unavailable') content = <UnavailablePage />;
  else if (pledged)
    content = (
      <PledgeSaved
        name={childName(answer.page)}
        onSeePage={() => void navigate(location.pathname, { replace: true })}
      />
    );
  else if (pledging && answer.page.drive)
    content = (
      <PledgeForm
        code={answer.page.code}
        name={childName(answer.page)}
        drive={answer.page.drive}
        onBack={backToPage}
      />
    );
  else if (returned) {
    // The page's read may predate the gift (a cached read, the webhook not yet counted): the gift shows at once.
    const page = withGiftCounted(answer.page, returned.gift?.page);
    content = (
      <Suspense fallback={loading}>
        <PageThanks
          name={childName(page)}
          url={pageUrl(page.code)}
          progress={<PageProgress page={page} />}
          gift={returned.gift}
          manage={returned.manage}
          onSeePage={() => void navigate(location.pathname, { state: { counted: returned.gift } })}
        />
      </Suspense>
    );
  } else if (giving) {
    const { page } = answer;
    content = (
      <Suspense fallback={loading}>
        <DonateForm
          onBack={backToPage}
          forPage={{
            code: page.code,
            name: childName(page),
            gradeTeacher: page.gradeTeacher,
            raised: page.raised,
            gifts: page.gifts,
          }}
        />
      </Suspense>
    );
  } else {
    // Just after a gift through it (from its thank-you), the page counts the gift whatever its read says.
    const counted = parseReturningGift((location.state as { counted?: unknown } | null)?.counted);
    content = (
      <StudentPageView
        page={withGiftCounted(answer.page, counted?.page)}
        onGive={() => {
          void navigate(location.pathname, { state: { give: true } });
          window.scrollTo(0, 0);
        }}
        onPledge={() => {
          void navigate(location.pathname, { state: { pledge: true } });
          window.scrollTo(0, 0);
        }}
      />
    );
  }
  return <PublicShell>{content}</PublicShell>;
}
