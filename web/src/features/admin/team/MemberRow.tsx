import { appConfig } from '@hope/domain/config';
import { useSettings } from '#settings';
import { ROLE_LABELS, ROLES, type Role, type TeamMember } from '@hope/domain/team';
import { formatSchoolDayTime } from '@hope/domain/time';
import { useState } from 'react';
import { toast } from 'sonner';
import { callableErrorMessage } from '../data/callable';
import { changeRole, inviteMember } from './team-gateway';

interface Props {
  member: TeamMember;
  isYou: boolean;
  onChanged: () => void;
  onRemove: (member: TeamMember) => void;
}

/** One member: email, role (a select to change it), last sign-in, and Send again / Remove. */
export function MemberRow({ member, isYou, onChanged, onRemove }: Props) {
  const { time_zone: timeZone } = useSettings();
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await run();
      toast.success(done);
    } catch (error) {
      toast.error(callableErrorMessage(error), { duration: appConfig.timings.errorToastMs });
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  const selectId = `role-${member.uid}`;
  return (
    <li className="team-member">
      <div className="team-member-who">
        <strong>{member.email}</strong>
        {isYou && <span className="team-you">You</span>}
        <span className="muted">
          {member.lastSignInAt
            ? `Last signed in ${formatSchoolDayTime(timeZone, member.lastSignInAt)}`
            : 'Invited, has not signed in yet'}
        </span>
      </div>
      <div className="team-member-role field">
        <label htmlFor={selectId} className="visually-hidden">
          Role of {member.email}
        </label>
        <select
          id={selectId}
          value={member.role}
          disabled={busy}
          onChange={(event) => {
            const role = event.target.value as Role;
            void act(() => changeRole(member.uid, role), `${member.email} is now ${ROLE_LABELS[role]}.`);
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <div className="team-member-actions">
        {!member.lastSignInAt && (
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() =>
              void act(
                () => inviteMember(member.email, member.role),
                `Invitation sent again to ${member.email}.`,
              )
            }
          >
            Send again
          </button>
        )}
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => onRemove(member)}
          aria-label={`Remove ${member.email}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
