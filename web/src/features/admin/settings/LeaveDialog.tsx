import { ActionDialog } from '../shared/ActionDialog';
import type { useLeaveGuard } from './useLeaveGuard';

/** Asked when a link would leave the settings with changes not saved. */
export function LeaveDialog({ guard }: { guard: ReturnType<typeof useLeaveGuard> }) {
  return (
    <ActionDialog
      open={guard.pending !== null}
      onOpenChange={(open) => !open && guard.stay()}
      title="Leave without saving?"
      consequence="Your changes to the settings are not saved yet. If you leave now, they are lost."
      cancelLabel="Keep editing"
      confirmLabel="Leave without saving"
      danger
      busy={false}
      error={null}
      onConfirm={guard.leave}
    />
  );
}
