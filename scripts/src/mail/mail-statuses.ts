// Usage: npx tsx scripts/src/mail/mail-statuses.ts [--project <real-project-id>]
// Once, after deploying the version that keeps a status beside each message: writes the status of every
// message sent before (the functions write it at each write of a message from then on). A status that exists is
// left alone, so running it twice, or while mail is being sent, changes nothing. Without --project it works on
// the local emulators.
import {
  MAIL_COLLECTION,
  MAIL_STATUS_COLLECTION,
  MAIL_STATUS_VERSION_FIELD,
  mailDocumentSchema,
  mailStatusOf,
} from '@hope/domain/receipts';
import { adminApp, getFirestore } from '../lib/admin-app';

const args = process.argv.slice(2);
const projectIndex = args.indexOf('--project');
const project = projectIndex >= 0 ? args[projectIndex + 1] : undefined;
if (projectIndex >= 0 && !project) {
  console.error('Usage: npx tsx scripts/src/mail/mail-statuses.ts [--project <project-id>]');
  process.exit(1);
}

/** Firestore's answer to create() of a document that exists. */
const ALREADY_EXISTS = 6;

const { app, close } = adminApp(project);
try {
  const db = getFirestore(app);
  const messages = await db.collection(MAIL_COLLECTION).get();
  let written = 0;
  for (const message of messages.docs) {
    const parsed = mailDocumentSchema.safeParse(message.data());
    if (!parsed.success) continue;
    const status = {
      ...mailStatusOf(parsed.data),
      [MAIL_STATUS_VERSION_FIELD]: message.updateTime.valueOf(),
    };
    try {
      await db.collection(MAIL_STATUS_COLLECTION).doc(message.id).create(status);
      written += 1;
    } catch (error) {
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    }
  }
  console.log(
    `Wrote ${written} status(es) for ${messages.size} message(s) on ${project ?? 'the emulators'}.`,
  );
} catch (error) {
  console.error(`Could not write the statuses: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await close();
}
