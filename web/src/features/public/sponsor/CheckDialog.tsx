import { Trans, useLingui } from '@lingui/react/macro';
import { formatCurrency } from '@hope/domain/money';
import { findLevel, type LevelId } from '@hope/domain/settings';
import { useSettings } from '#settings';
import { Dialog } from '../../../ui/Dialog';
import { CheckInstructions } from '../shared/CheckInstructions';

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
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Confirm Check Payment`}
      footer={
        <>
          <button type="button" className="button secondary" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button" disabled={busy || !chosen} onClick={onConfirm}>
            {busy ? t`Processing...` : t`Confirm`}
          </button>
        </>
      }
    >
      {chosen && (
        <p className="sponsor-dialog-lead">
          <Trans>
            You are pledging <strong>{formatCurrency(chosen.price)}</strong> as a {chosen.name} Community
            Partner.
          </Trans>
        </p>
      )}
      <CheckInstructions />
      <p className="give-hint">
        <Trans>We will confirm your partnership once your check arrives.</Trans>
      </p>
    </Dialog>
  );
}
