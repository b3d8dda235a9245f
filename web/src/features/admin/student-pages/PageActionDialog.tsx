import {
  pageActionRequestSchema,
  pageLimits,
  type OfficePageRow,
  type PageActionRequest,
} from '@hope/domain/pages';
import { useState } from 'react';
import { Field } from '../../../ui/Field';
import { useConfirmedAction } from '../data/useConfirmedAction';
import { ActionDialog } from '../shared/ActionDialog';
import { runPageAction } from './pages-gateway';
import type { PageOp } from './page-cells';

interface Props {
  row: OfficePageRow;
  op: PageOp;
  onClose: () => void;
}

/** Each action's words: the dialog's title and button, what it does, and the toast once done. */
function wordsOf(op: PageOp, child: string) {
  if (op === 'hide')
    return {
      title: `Hide ${child}'s page`,
      confirm: 'Hide page',
      done: `${child}'s page is hidden.`,
      consequence:
        'Anyone who opens its link sees that the page is not available, and no gift can be given through it. ' +
        'The family is emailed the reason; they cannot show the page again themselves. Gifts already given stay.',
    };
  if (op === 'approve')
    return {
      title: `Approve ${child}'s page`,
      confirm: 'Approve page',
      done: `${child}'s page is approved and shows to visitors.`,
      consequence:
        "The page shows to anyone with its link, with the child's first name, initial and class, and gifts can " +
        'be given through it. The family is emailed that it is live.',
    };
  return {
    title: `Show ${child}'s page again`,
    confirm: 'Show page',
    done: `${child}'s page shows again.`,
    consequence: 'The page shows again to anyone with its link, and gifts can be given through it.',
  };
}

/**
 * Hide a page with a reason (its link then shows a kind "not available" page, and the family is emailed the
 * reason), show a hidden page again, or approve a page waiting for the school. The reason is checked with the
 * function's own schema before sending.
 */
export function PageActionDialog({ row, op, onClose }: Props) {
  const hide = op === 'hide';
  const words = wordsOf(op, row.child);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { busy, error, run } = useConfirmedAction(runPageAction, words.done, onClose);

  function confirm() {
    const action: PageActionRequest = hide ? { op, code: row.code, reason } : { op, code: row.code };
    const parsed = pageActionRequestSchema.safeParse(action);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]!.message);
      return;
    }
    setFieldError(undefined);
    void run(parsed.data);
  }

  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={words.title}
      confirmLabel={words.confirm}
      danger={hide}
      busy={busy}
      error={error}
      onConfirm={confirm}
      consequence={words.consequence}
    >
      {hide && (
        <Field
          id="page-hide-reason"
          label="Why is the page hidden?"
          error={fieldError}
          hint="The family reads it."
        >
          {(describedBy) => (
            <textarea
              id="page-hide-reason"
              rows={3}
              maxLength={pageLimits.hiddenReasonMax}
              aria-describedby={describedBy}
              aria-invalid={Boolean(fieldError)}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setFieldError(undefined);
              }}
            />
          )}
        </Field>
      )}
    </ActionDialog>
  );
}
