import type { CountablePage } from '@hope/domain/drives';
import { useState } from 'react';
import { ActionDialog } from '../shared/ActionDialog';
import { useConfirmedAction } from '../data/useConfirmedAction';
import { runDriveAction } from './drives-gateway';

/** The id of the button that adds a student without a page: focus goes there once a student is removed. */
export const ADD_STUDENT_BUTTON_ID = 'add-unpaged-student';

/**
 * Removes a student without a page from the drive, with their count, after a confirmation. The row goes with
 * them, so focus moves to the button that adds one rather than to the top of the page.
 */
export function RemoveStudent({ driveId, student }: { driveId: string; student: CountablePage }) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useConfirmedAction(
    () => runDriveAction({ op: 'removeStudent', id: driveId, key: student.code }),
    `${student.name} removed.`,
    () => {
      setOpen(false);
      // After the dialog has handed focus back to its opener, which is gone with the row.
      setTimeout(() => document.getElementById(ADD_STUDENT_BUTTON_ID)?.focus(), 50);
    },
  );

  return (
    <>
      <button
        type="button"
        className="button secondary counts-remove"
        aria-label={`Remove ${student.name}`}
        onClick={() => setOpen(true)}
      >
        Remove
      </button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove ${student.name}`}
        consequence={`${student.name} and their count leave this drive's counts and its figures.`}
        confirmLabel="Remove student"
        busy={busy}
        error={error}
        onConfirm={() => void run()}
        danger
      />
    </>
  );
}
