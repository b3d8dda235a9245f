export * from './roles';
export * from './team-actions';
export * from './invite-mail';
export * from './sign-in-attempts';
export * from './set-password';
