import { Trans, useLingui } from '@lingui/react/macro';
import { formMessage } from '../../../i18n';
import { childName } from './child-name';
import type { ManagedStudentPage as ManagedPage, ManageOp, StudentPageForm } from '@hope/domain/pages';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeletePageDialog } from './DeletePageDialog';
import { pagePath, pageUrl } from './page-read';
import type { PageEdit } from './pages-api';
import { PageForm, EMPTY_PAGE_FORM } from './PageForm';
import { PageProgress } from './PageProgress';
import { ShareLink } from './ShareLink';

interface Props {
  page: ManagedPage;
  onChange: (op: Exclude<ManageOp, 'read' | 'update'>) => Promise<void>;
  onEdit: (form: PageEdit) => Promise<void>;
}

/** The family's controls: the page's state and progress, edit, pause or resume, delete. */
export function ManageActions({ page, onChange, onEdit }: Props) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = childName(page);
  const reason = page.hiddenReason;
  const statusText = {
    awaiting: t`Your page is waiting for the school's approval: it shows to visitors once the office approves it.`,
    active: t`Your page is live: anyone with the link can see it and give.`,
    paused: t`Your page is paused: its link shows that it is not available right now.`,
    deleted: t`Your page is deleted.`,
    // The school's reason is shown as the office wrote it.
    hidden: reason ? t`The school hid this page: ${reason}` : t`The school hid this page.`,
  }[page.status];

  async function run(op: 'pause' | 'resume') {
    setBusy(true);
    setFailure(null);
    await onChange(op).catch((error: unknown) =>
      setFailure(error instanceof Error ? formMessage(error.message) : t`Please try again.`),
    );
    setBusy(false);
  }

  async function save(values: StudentPageForm) {
    const { firstName, lastInitial, gradeTeacher, goal, message } = values;
    await onEdit({ firstName, lastInitial, gradeTeacher, goal, message });
    setEditing(false);
  }

  if (editing)
    return (
      <PageForm
        mode="edit"
        submitLabel={t`Save the page`}
        defaultValues={{ ...EMPTY_PAGE_FORM, ...page, goal: page.goal }}
        onSubmit={save}
      >
        <button type="button" className="button secondary" onClick={() => setEditing(false)}>
          <Trans>Cancel</Trans>
        </button>
      </PageForm>
    );

  return (
    <div className="give-form">
      <section className="give-card" aria-labelledby="manage-state">
        <h2 id="manage-state" className="give-card-title">
          <Trans>Your page</Trans>
        </h2>
        <p className="give-hint">{page.gradeTeacher}</p>
        <p role="status" className="pages-status">
          {statusText}
        </p>
        <PageProgress page={page} />
        {page.status === 'active' && (
          <Link to={pagePath(page.code)}>
            <Trans>Open the page</Trans>
          </Link>
        )}
      </section>
      <section className="give-card" aria-label={t`Change the page`}>
        <div className="pages-share-actions">
          <button type="button" className="button secondary" onClick={() => setEditing(true)}>
            <Trans>Edit the page</Trans>
          </button>
          {page.status === 'active' && (
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => void run('pause')}
            >
              <Trans>Pause the page</Trans>
            </button>
          )}
          {page.status === 'paused' && (
            <button type="button" className="button" disabled={busy} onClick={() => void run('resume')}>
              <Trans>Resume the page</Trans>
            </button>
          )}
          <button type="button" className="button danger" onClick={() => setDeleting(true)}>
            <Trans>Delete the page</Trans>
          </button>
        </div>
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
      </section>
      {page.status === 'active' && (
        <section className="give-card" aria-labelledby="manage-share">
          <h2 id="manage-share" className="give-card-title">
            <Trans>Share the page</Trans>
          </h2>
          <ShareLink url={pageUrl(page.code)} name={name} title={t`${name}’s page`} />
        </section>
      )}
      <DeletePageDialog
        open={deleting}
        onOpenChange={setDeleting}
        name={name}
        onDelete={() => onChange('delete')}
      />
    </div>
  );
}
