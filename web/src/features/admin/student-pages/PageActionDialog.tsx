import {
  pageActionRequestSchema,
  pageLimits,
  type OfficePageRow,
  type PageActionRequest,
} from '@hope/domain/pages';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '../../../ui/Field';
import { callableErrorMessage } from '../data/callable';
import { ActionDialog } from '../shared/ActionDialog';
import { runPageAction } from './pages-gateway';

interface Props {
  row: OfficePageRow;
  onClose: () => void;
}

/**
 * Hide a page with a reason (its link then shows a kind "not available" page, and the family is emailed the
 * reason), or show a hidden page again. The reason is checked with the function's own schema before sending.
 */
export function PageActionDialog({ row, onClose }: Props) {
  const hide = row.status !== 'hidden';
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function confirm() {
    const action: PageActionRequest = hide
      ? { op: 'hide', code: row.code, reason }
      : { op: 'unhide', code: row.code };
    const parsed = pageActionRequestSchema.safeParse(action);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]!.message);
      return;
    }
    setFieldError(undefined);
    setState({ busy: true, error: null });
    try {
      await runPageAction(parsed.data);
      toast.success(hide ? `${row.child}'s page is hidden.` : `${row.child}'s page shows again.`);
      onClose();
    } catch (error) {
      console.error(`${action.op} of page ${row.code} failed`, error);
      setState({ busy: false, error: callableErrorMessage(error) });
    }
  }

  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={hide ? `Hide ${row.child}'s page` : `Show ${row.child}'s page again`}
      confirmLabel={hide ? 'Hide page' : 'Show page'}
      danger={hide}
      busy={state.busy}
      error={state.error}
      onConfirm={() => void confirm()}
      consequence={
        hide
          ? 'Anyone who opens its link sees that the page is not available, and no gift can be given through it. ' +
            'The family is emailed the reason; they cannot show the page again themselves. Gifts already given stay.'
          : 'The page shows again to anyone with its link, and gifts can be given through it.'
      }
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
