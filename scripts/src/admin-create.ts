// Usage: npm run admin:create -- <username-or-email> <password> [--take-over] [--project <real-project-id>]
// Makes the first owner of the team (the others are invited from the back office's Team screen). Without
// --project it talks to the local Auth emulator (start the app first with `npm start`).
import { MIN_PASSWORD_LENGTH } from '@hope/domain/team';
import { adcAdvice } from './lib/adc-advice';
import { ensureMember, NotOurAccountError } from './lib/admin-users';
import { adminApp, getAuth, getFirestore } from './lib/admin-app';
import { readSchoolSettings } from './lib/school-settings';

const args = process.argv.slice(2);
const projectIndex = args.indexOf('--project');
const project = projectIndex >= 0 ? args[projectIndex + 1] : undefined;
const takeOver = args.includes('--take-over');
const [username, password] = args.filter(
  (arg, index) =>
    arg !== '--take-over' && (projectIndex < 0 || (index !== projectIndex && index !== projectIndex + 1)),
);

if (!username || !password || password.length < MIN_PASSWORD_LENGTH || (projectIndex >= 0 && !project)) {
  console.error(
    `Usage: npm run admin:create -- <username-or-email> <password (${MIN_PASSWORD_LENGTH}+ characters)> [--take-over] [--project <project-id>]`,
  );
  process.exit(1);
}

const { app, close } = adminApp(project);
try {
  // A bare username signs in on the school's admin email domain, as set in the back office's Settings.
  const db = getFirestore(app);
  const settings = await readSchoolSettings(db);
  const { email, created } = await ensureMember(getAuth(app), username, password, settings, {
    role: 'owner',
    takeOver,
    db,
  });
  console.log(
    `${created ? 'Created' : 'Updated'} owner ${email} on ${project ?? 'the local Auth emulator'}.`,
  );
} catch (error) {
  const message = (error as Error).message;
  console.error(
    error instanceof NotOurAccountError ? `Refused: ${message}` : `Could not create the owner: ${message}`,
  );
  if (!project && /ECONNREFUSED|fetch failed/.test(message))
    console.error('Is the app running? Start it with `npm start`.');
  const advice = project ? adcAdvice(message, project) : null;
  if (advice) console.error(advice);
  process.exitCode = 1;
} finally {
  await close();
}
