import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentLists } from '@hope/domain/records';
import { useId } from 'react';
import { Dialog } from '../../ui/Dialog';
import { StudentRowsForm } from './StudentRowsForm';

export interface StudentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the record or form holds now (rows come from domain recordDataToStudentRows). */
  value: StudentLists;
  /** Done: the rows committed, already converted to the two record lists. */
  onDone: (value: StudentLists) => void;
  /**
   * public: names and grade-and-teacher required, t-shirt size shown and required only from the threshold up
   * (domain validateStudents). admin: every field optional, t-shirt size always shown.
   */
  mode: 'public' | 'admin';
  /** Gift amount in dollars (public mode decides the t-shirt size from it). */
  donationAmount?: number;
}

/**
 * The shared Add Student Information dialog. The rows form mounts each time the dialog opens (Radix unmounts
 * closed content), so it always starts from `value` and an abandoned edit leaves nothing behind.
 */
export function StudentDialog(props: StudentDialogProps) {
  const formId = useId();
  const { t } = useLingui();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t`Add Student Information`}
      description={
        props.mode === 'public'
          ? t`Tell us which students your gift supports.`
          : t`Every field is optional in the back office.`
      }
      size="wide"
      footer={
        <button type="submit" form={formId} className="button">
          <Trans>Done</Trans>
        </button>
      }
    >
      <StudentRowsForm
        id={formId}
        value={props.value}
        mode={props.mode}
        donationAmount={props.donationAmount ?? 0}
        onCommit={(students) => {
          props.onDone(students);
          props.onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
