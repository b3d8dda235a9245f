import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, emulatorEnv } from './local-config';

/**
 * A firebase-admin app for scripts. By default it targets the local emulators; with `project` set and no
 * emulator variables it uses Application Default Credentials against that real project.
 */
export function adminApp(project?: string): { app: App; close: () => Promise<void> } {
  if (!project) Object.assign(process.env, emulatorEnv());
  const app = initializeApp({ projectId: project ?? PROJECT_ID }, `admin-${Math.random().toString(36).slice(2)}`);
  return { app, close: () => deleteApp(app) };
}

export { getAuth, getFirestore };
