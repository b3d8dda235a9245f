// Team members: roles, invitations, set-password links and sign-in limits.
export * from './invite-mail';
export * from './roles';
export * from './set-password';
export * from './sign-in-attempts';
export * from './team-actions';
