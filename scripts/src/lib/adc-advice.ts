/*
 * Scripts run against a real project (`--project`) sign in with the person's Google login, Application Default
 * Credentials. Firebase Auth and Firestore bill such a call to a quota project, which `gcloud auth
 * application-default login` does not set: the call is refused until it is. These are the fixes, in words.
 */
const commands = (project: string) =>
  [
    '  gcloud auth application-default login',
    `  gcloud auth application-default set-quota-project ${project}`,
    'then run this command again.',
  ].join('\n');

/** What to run for a login problem of Application Default Credentials, or null for any other error. */
export function adcAdvice(message: string, project: string): string | null {
  if (/requires a quota project/i.test(message)) {
    return `Your Google login (Application Default Credentials) has no quota project, which Firebase Auth and Firestore need. Run:\n${commands(project)}`;
  }
  if (/Could not load the default credentials|invalid_grant|invalid_rapt/i.test(message)) {
    return `This machine has no valid Google login for ${project} (Application Default Credentials). Run:\n${commands(project)}`;
  }
  return null;
}
