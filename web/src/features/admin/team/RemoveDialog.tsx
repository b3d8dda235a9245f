import type { TeamMember } from '@hope/domain/team';
import { ActionDialog } from '../shared/ActionDialog';
import { useConfirmedAction } from '../data/useConfirmedAction';
import { removeMember } from './team-gateway';

/** Confirms a removal: the member's access ends at once, an open tab included. */
export function RemoveDialog({
  member,
  onClose,
}: {
  member: TeamMember;
  onClose: (removed: boolean) => void;
}) {
  const { busy, error, run } = useConfirmedAction(
    () => removeMember(member.uid),
    `${member.email} was removed from the team.`,
    () => onClose(true),
  );

  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title="Remove Member"
      confirmLabel="Remove member"
      danger
      busy={busy}
      error={error}
      onConfirm={() => void run()}
      consequence={
        <>
          {member.email} can no longer sign in, and a back office they have open closes within seconds. Their
          changes stay in the records&rsquo; history. You can invite them again later.
        </>
      }
    />
  );
}
