import type { Handler } from './http/router';
import { readSettings } from './settings/read-settings';

/**
 * Proves the function runs and can read Firestore, and writes nothing: the read is the settings reader's, kept
 * in memory for a few seconds, so a flood of health calls costs neither writes nor more than a read per
 * instance every few seconds. A Firestore failure answers 500 through the router.
 */
export const health: Handler = async (_req, res) => {
  await readSettings();
  res.set('Cache-Control', 'no-store');
  res.json({ ok: true, checked_at: new Date().toISOString() });
};
