import { FieldValue } from 'firebase-admin/firestore';
import { firestore } from './firestore';
import type { Handler } from './http/router';

/** Proves the function can reach Firestore: writes a heartbeat and reads it back. */
export const health: Handler = async (_req, res) => {
  const ref = firestore().collection('health').doc('heartbeat');
  const checkedAt = new Date().toISOString();
  await ref.set({ checked_at: checkedAt, beats: FieldValue.increment(1) }, { merge: true });
  const snapshot = await ref.get();
  res.json({
    ok: snapshot.get('checked_at') === checkedAt,
    checked_at: checkedAt,
    beats: snapshot.get('beats'),
  });
};
