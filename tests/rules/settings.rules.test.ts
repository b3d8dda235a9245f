import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { defaultSettings, SETTINGS_PATH, type SchoolSettings } from '@hope/domain/settings';
import { ROLES } from '@hope/domain/team';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesBed } from './rules-bed';

const bed = rulesBed();

/** The document a save writes: the whole settings, the next revision, dated now. */
const saved = (): SchoolSettings => ({
  ...structuredClone(defaultSettings),
  revision: 1,
  updated_at: new Date().toISOString(),
});

describe('settings/school', () => {
  it('lets every team member read it, and nobody else', async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    for (const role of ROLES) await assertSucceeds(getDoc(doc(bed.as(role), SETTINGS_PATH)));
    await assertSucceeds(getDoc(doc(bed.admin(), SETTINGS_PATH)));
    await assertFails(getDoc(doc(bed.member(), SETTINGS_PATH)));
    await assertFails(getDoc(doc(bed.visitor(), SETTINGS_PATH)));
  });

  // Owners save through the saveSettings function, which checks the values with the domain's schema.
  it('refuses every browser write, even an owner saving a good document', async () => {
    await bed.seed(SETTINGS_PATH, defaultSettings);
    for (const role of ROLES) await assertFails(setDoc(doc(bed.as(role), SETTINGS_PATH), saved()));
    await assertFails(setDoc(doc(bed.admin(), SETTINGS_PATH), saved()));
    await assertFails(setDoc(doc(bed.visitor(), SETTINGS_PATH), saved()));
  });

  it('refuses creating it, another document in the collection, and deleting', async () => {
    await assertFails(setDoc(doc(bed.as('owner'), SETTINGS_PATH), saved()));
    await bed.seed(SETTINGS_PATH, defaultSettings);
    await assertFails(setDoc(doc(bed.as('owner'), 'settings/other'), saved()));
    await assertFails(getDoc(doc(bed.as('owner'), 'settings/other')));
    await assertFails(deleteDoc(doc(bed.as('owner'), SETTINGS_PATH)));
  });
});
