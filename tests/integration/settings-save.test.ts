import { defaultSettings, SETTINGS_PATH, type SchoolSettings } from '@hope/domain/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callFunction, memberToken } from '../support/callable';
import { adminForTests } from '../support/emulators';

const admin = adminForTests();
const tokens: Record<'owner' | 'admin' | 'viewer', string> = { owner: '', admin: '', viewer: '' };

/** The values the Settings screen sends: the whole settings without the two fields the server sets. */
function valuesOf(settings: SchoolSettings) {
  const { revision: _revision, updated_at: _updatedAt, ...values } = structuredClone(settings);
  return values;
}

const stored = async () => (await admin.db.doc(SETTINGS_PATH).get()).data() as SchoolSettings;
const save = (values: unknown, revision: number, token: string | null = tokens.owner) =>
  callFunction('saveSettings', { values, revision }, token);

beforeAll(async () => {
  tokens.owner = await memberToken('settings-owner@example.org', { role: 'owner' });
  tokens.admin = await memberToken('settings-admin@example.org', { role: 'admin' });
  tokens.viewer = await memberToken('settings-viewer@example.org', { role: 'viewer' });
});

beforeEach(async () => {
  await admin.db.doc(SETTINGS_PATH).set({ ...defaultSettings, revision: 4, updated_at: null });
});

afterAll(async () => {
  await admin.db.doc(SETTINGS_PATH).delete();
  await admin.close();
});

describe('saving the settings through the server', () => {
  it("lets an owner save the whole settings as the next revision, dated by the server's clock", async () => {
    const values = valuesOf(defaultSettings);
    values.organization.fundName = 'Owl Fund';
    const before = Date.now();
    const answer = await save(values, 4);
    expect(answer.status).toBe(200);
    const settings = await stored();
    expect(settings).toMatchObject({ revision: 5, organization: { fundName: 'Owl Fund' } });
    expect(Date.parse(settings.updated_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.result).toEqual({ settings });
  });

  it('refuses a save from a stale copy, and keeps the newer one', async () => {
    const answer = await save({ ...valuesOf(defaultSettings), time_zone: 'America/New_York' }, 3);
    expect(answer.error?.status).toBe('ABORTED');
    expect(answer.error?.message).toMatch(/Another team member saved the settings/);
    expect(await stored()).toMatchObject({ revision: 4, time_zone: defaultSettings.time_zone });
  });

  it('refuses admins, viewers and visitors, changing nothing', async () => {
    for (const token of [tokens.admin, tokens.viewer]) {
      expect((await save(valuesOf(defaultSettings), 4, token)).error?.status).toBe('PERMISSION_DENIED');
    }
    expect((await save(valuesOf(defaultSettings), 4, null)).error?.status).toBe('UNAUTHENTICATED');
    expect(await stored()).toMatchObject({ revision: 4, updated_at: null });
  });

  it("refuses bad values with the form's own words, changing nothing", async () => {
    const twoLevels = {
      ...valuesOf(defaultSettings),
      sponsorshipLevels: defaultSettings.sponsorshipLevels.slice(0, 2),
    };
    const refused = await save(twoLevels, 4);
    expect(refused.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(refused.error?.message).toMatch(/level/i);
    const { time_zone: _zone, ...withoutZone } = valuesOf(defaultSettings);
    expect((await save(withoutZone, 4)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await save('not settings', 4)).error?.status).toBe('INVALID_ARGUMENT');
    expect(await stored()).toMatchObject({ revision: 4, updated_at: null });
  });

  it("keeps the Spanish versions of the school's words that a save sends", async () => {
    const values = valuesOf(defaultSettings);
    values.organization.translations = { es: { fundName: 'Fondo Anual HOPE' } };
    values.budget[0]!.translations = { es: { label: 'Laboratorio de computación' } };
    values.receipts.translations = { es: { thankYou: 'Gracias por su apoyo.' } };
    expect((await save(values, 4)).status).toBe(200);
    const settings = await stored();
    expect(settings.organization.translations).toEqual({ es: { fundName: 'Fondo Anual HOPE' } });
    expect(settings.budget[0]!.translations).toEqual({ es: { label: 'Laboratorio de computación' } });
    expect(settings.receipts.translations).toEqual({ es: { thankYou: 'Gracias por su apoyo.' } });
  });

  it('refuses a Spanish version too long with its own message, changing nothing', async () => {
    const values = valuesOf(defaultSettings);
    values.organization.fundName = 'Owl Fund';
    values.organization.translations = { es: { fundName: 'F'.repeat(121) } };
    const refused = await save(values, 4);
    expect(refused.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(refused.error?.message).toContain(
      'Please shorten the Spanish fund name to 120 characters or fewer',
    );
    expect(await stored()).toEqual({ ...defaultSettings, revision: 4, updated_at: null });
  });

  it('keeps only the fields the settings have', async () => {
    expect((await save({ ...valuesOf(defaultSettings), theme: 'dark' }, 4)).status).toBe(200);
    expect(await stored()).not.toHaveProperty('theme');
  });
});
