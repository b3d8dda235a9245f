import type { TeamMember } from '@hope/domain/team';
import { useState } from 'react';
import { toast } from 'sonner';
import { callableErrorMessage } from '../data/callable';
import { ActionDialog } from '../shared/ActionDialog';
import { removeMember } from './team-gateway';

/** Confirms a removal: the member's access ends at once, an open tab included. */
export function RemoveDialog({
  member,
  onClose,
}: {
  member: TeamMember;
  onClose: (removed: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await removeMember(member.uid);
      toast.success(`${member.email} was removed from the team.`);
      onClose(true);
    } catch (caught) {
      setError(callableErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title="Remove Member"
      confirmLabel="Remove member"
      danger
      busy={busy}
      error={error}
      onConfirm={() => void remove()}
      consequence={
        <>
          {member.email} can no longer sign in, and a back office they have open closes within seconds. Their
          changes stay in the records&rsquo; history. You can invite them again later.
        </>
      }
    />
  );
}
