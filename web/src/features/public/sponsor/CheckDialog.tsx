import { formatCurrency } from '@hope/domain/money';
import { findLevel, type LevelId } from '@hope/domain/settings';
import { useSettings } from '#settings';
import { Dialog } from '../../../ui/Dialog';
import { CheckInstructions } from '../CheckInstructions';

interface CheckDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  level: LevelId | null;
  busy: boolean;
  onConfirm: () => void;
}

/** 'Confirm Check Payment': the pledge is saved only once the company confirms it will mail a check. */
export function CheckDialog({ open, onOpenChange, level, busy, onConfirm }: CheckDialogProps) {
  const settings = useSettings();
  const chosen = level ? findLevel(settings, level) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm Check Payment"
      footer={
        <>
          <button type="button" className="button secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="button" className="button" disabled={busy || !chosen} onClick={onConfirm}>
            {busy ? 'Processing...' : 'Confirm'}
          </button>
        </>
      }
    >
      {chosen && (
        <p className="sponsor-dialog-lead">
          You are pledging <strong>{formatCurrency(chosen.price)}</strong> as a {chosen.name} Community
          Partner.
        </p>
      )}
      <CheckInstructions />
      <p className="give-hint">We will confirm your partnership once your check arrives.</p>
    </Dialog>
  );
}
