import { Trans } from '@lingui/react/macro';
import { childName } from './read-page';
import { Suspense } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DonateForm } from '../donate';
import { PublicShell } from '../shared/PublicShell';
import { UnavailablePage } from './UnavailablePage';
import { useStudentPage } from './useStudentPage';
import { StudentPageView } from './StudentPageView';
import '../shared/hero.css';
import './pages.css';

/**
 * /s/<code>: a student's page, and Give opens the donation form for that page. The form is a history entry,
 * so the browser's Back returns to the page.
 */
export function StudentPageScreen() {
  const code = useParams().code ?? '';
  const answer = useStudentPage(code);
  const location = useLocation();
  const navigate = useNavigate();
  const giving = (location.state as { give?: unknown } | null)?.give === true;

  let content;
  // The wait holds the page's height, so the footer does not jump when the page arrives.
  const loading = (
    <p className="muted pages-loading">
      <Trans>Loading…</Trans>
    </p>
  );
  if (answer === undefined) content = loading;
  else if (answer.state === 'unavailable') content = <UnavailablePage />;
  else if (giving) {
    const { page } = answer;
    content = (
      <Suspense fallback={loading}>
        <DonateForm
          onBack={() => {
            // Back to the page: the entry before, unless the form was opened straight from a link or a reload.
            const { idx } = (window.history.state ?? {}) as { idx?: number };
            if (idx) void navigate(-1);
            else void navigate(location.pathname, { replace: true });
          }}
          forPage={{ code: page.code, name: childName(page), gradeTeacher: page.gradeTeacher }}
        />
      </Suspense>
    );
  } else {
    content = (
      <StudentPageView
        page={answer.page}
        onGive={() => {
          void navigate(location.pathname, { state: { give: true } });
          window.scrollTo(0, 0);
        }}
      />
    );
  }
  return <PublicShell>{content}</PublicShell>;
}
