import { schoolConfig } from '../config/school';

/** The login screen's Username takes an email, or a bare username on the school's admin email domain. */
export function adminEmailFor(usernameOrEmail: string): string {
  const trimmed = usernameOrEmail.trim();
  return trimmed.includes('@') ? trimmed : `${trimmed}@${schoolConfig.adminEmailDomain}`;
}
