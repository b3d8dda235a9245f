import type { Role, TeamAction, TeamMember } from '@hope/domain/team';
import { callable } from '../data/callable';

// The team function (owners only): the members come from Firebase Auth, which no browser may list.
const call = callable<TeamAction, unknown>('/api/team');

export const listTeam = async () => ((await call({ action: 'list' })) as { members: TeamMember[] }).members;
export const inviteMember = (email: string, role: Role) => call({ action: 'invite', email, role });
export const changeRole = (uid: string, role: Role) => call({ action: 'set_role', uid, role });
export const removeMember = (uid: string) => call({ action: 'remove', uid });
