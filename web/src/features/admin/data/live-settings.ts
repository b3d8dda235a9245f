import {
  SETTINGS_COLLECTION,
  SETTINGS_DOC_ID,
  schoolSettingsSchema,
  type SchoolSettings,
} from '@hope/domain/settings';
import { useWatchedDocument, type DocumentSpec, type DocumentState } from './provider';

export type LiveSettingsState =
  | { status: 'loading' }
  /** The document does not exist yet: the app runs on the sample values until the office saves. */
  | { status: 'missing' }
  | { status: 'ready'; settings: SchoolSettings }
  /** It could not be read, or the schema refuses it (logged): nobody edits over it. */
  | { status: 'error' };

/**
 * The back office's one listener on the settings document, opened at sign-in and kept until sign-out: every
 * admin screen sees a save (its own or another admin's) as soon as Firestore reports it.
 */
export const settingsDocument = {
  collection: SETTINGS_COLLECTION,
  id: SETTINGS_DOC_ID,
  schema: schoolSettingsSchema,
  keep: 'session',
} satisfies DocumentSpec;

type Watched = DocumentState<typeof schoolSettingsSchema>;

const LOADING: LiveSettingsState = { status: 'loading' };
const MISSING: LiveSettingsState = { status: 'missing' };
const ERROR: LiveSettingsState = { status: 'error' };
/** One state object per snapshot, so the settings keep their identity between renders. */
const states = new WeakMap<Watched, LiveSettingsState>();

function settingsState(watched: Watched): LiveSettingsState {
  if (watched.status === 'loading') return LOADING;
  if (watched.status === 'error' || !watched.data) return watched.status === 'error' ? ERROR : MISSING;
  let state = states.get(watched);
  if (!state) {
    // The settings as the schema gives them: the document's id is no setting.
    const { id: _id, ...settings } = watched.data;
    states.set(watched, (state = { status: 'ready', settings }));
  }
  return state;
}

export function useLiveSettingsState(): LiveSettingsState {
  return settingsState(useWatchedDocument(settingsDocument));
}
