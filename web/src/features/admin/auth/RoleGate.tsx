import { notAllowedMessage, type Ability } from '@hope/domain/team';
import type { ReactNode } from 'react';
import { useMay, useRole } from './role';

/** A screen the member's role may open, or the sentence that says it is not theirs. */
export function RoleGate({ ability, children }: { ability: Ability; children: ReactNode }) {
  const role = useRole();
  if (useMay(ability)) return children;
  return (
    <section className="page">
      <p role="alert">{notAllowedMessage(role)}</p>
    </section>
  );
}
