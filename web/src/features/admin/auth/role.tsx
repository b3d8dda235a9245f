import { roleMay, viewOnlyMessage, type Ability, type Role } from '@hope/domain/team';
import { createContext, useContext } from 'react';

// The signed-in member's role (from their token's claims). The screens hide what it cannot do; the security
// rules and the functions refuse it anyway.
const RoleContext = createContext<Role>('viewer');

export const RoleProvider = RoleContext.Provider;

export const useRole = (): Role => useContext(RoleContext);

export function useMay(ability: Ability): boolean {
  return roleMay(useRole(), ability);
}

/** Said where a viewer would expect a button that changes something. */
export function ViewOnlyNote() {
  return <p className="muted view-only-note">{viewOnlyMessage(useRole())}</p>;
}
