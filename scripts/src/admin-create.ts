// Usage: npm run admin:create -- <username-or-email> <password> [--project <real-project-id>]
// Without --project it talks to the local Auth emulator (start the app first with `npm start`).
import { ensureAdmin } from './lib/admin-users';
import { adminApp, getAuth, getFirestore } from './lib/admin-app';
import { readSchoolSettings } from './lib/school-settings';

const args = process.argv.slice(2);
const projectIndex = args.indexOf('--project');
const project = projectIndex >= 0 ? args[projectIndex + 1] : undefined;
const [username, password] = args.filter(
  (_, index) => projectIndex < 0 || (index !== projectIndex && index !== projectIndex + 1),
);

if (!username || !password || password.length < 6 || (projectIndex >= 0 && !project)) {
  console.error(
    'Usage: npm run admin:create -- <username-or-email> <password (6+ characters)> [--project <project-id>]',
  );
  process.exit(1);
}

const { app, close } = adminApp(project);
try {
  // A bare username signs in on the school's admin email domain, as set in the back office's Settings.
  const settings = await readSchoolSettings(getFirestore(app));
  const { email, created } = await ensureAdmin(getAuth(app), username, password, settings);
  console.log(
    `${created ? 'Created' : 'Updated'} admin ${email} on ${project ?? 'the local Auth emulator'}.`,
  );
} catch (error) {
  const message = (error as Error).message;
  console.error(`Could not create the admin: ${message}`);
  if (!project && /ECONNREFUSED|fetch failed/.test(message))
    console.error('Is the app running? Start it with `npm start`.');
  process.exitCode = 1;
} finally {
  await close();
}
