import type { TeamMember } from '@hope/domain/team';
import { useCallback, useEffect, useState } from 'react';
import { callableErrorMessage } from '../data/callable';
import { listTeam } from './team-gateway';

export type TeamState =
  { status: 'loading' } | { status: 'ready'; members: TeamMember[] } | { status: 'failed'; error: string };

async function load(): Promise<TeamState> {
  try {
    return { status: 'ready', members: await listTeam() };
  } catch (error) {
    return { status: 'failed', error: callableErrorMessage(error) };
  }
}

/** The members as the team function lists them, read again after each change. */
export function useTeam() {
  const [state, setState] = useState<TeamState>({ status: 'loading' });
  const reload = useCallback(async () => setState(await load()), []);
  useEffect(() => {
    let active = true;
    void load().then((loaded) => active && setState(loaded));
    return () => {
      active = false;
    };
  }, []);
  return { state, reload };
}
