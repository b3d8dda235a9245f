import type { TeamMember } from '@hope/domain/team';
import { useState } from 'react';
import { Placeholder } from '../../../ui/Placeholder';
import { auth } from '../data/firebase';
import { InviteForm } from './InviteForm';
import { MemberRow } from './MemberRow';
import { RemoveDialog } from './RemoveDialog';
import { useTeam } from './useTeam';
import './team.css';

/** Team (owners only): the members with role and last sign-in; invite, change a role, remove. */
export function TeamPage() {
  const { state, reload } = useTeam();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const you = auth.currentUser?.uid;

  return (
    <section className="team-page" aria-labelledby="team-title">
      <h1 id="team-title">Team</h1>
      <p className="muted">
        Owners manage the team and the settings; admins add, edit and export records and act on payments;
        viewers look without changing anything. The team always keeps at least one owner.
      </p>
      <InviteForm onInvited={() => void reload()} />
      <section className="card" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        {state.status === 'loading' && <Placeholder label="Loading the members..." height="3.5rem" />}
        {state.status === 'failed' && (
          <p role="alert" className="error">
            {state.error}
          </p>
        )}
        {state.status === 'ready' && (
          <ul className="team-members">
            {state.members.map((member) => (
              <MemberRow
                key={member.uid}
                member={member}
                isYou={member.uid === you}
                onChanged={() => void reload()}
                onRemove={setRemoving}
              />
            ))}
          </ul>
        )}
      </section>
      {removing && (
        <RemoveDialog
          member={removing}
          onClose={(removed) => {
            setRemoving(null);
            if (removed) void reload();
          }}
        />
      )}
    </section>
  );
}
