import {
  defaultSettings,
  defaultStudentPages,
  SETTINGS_PATH,
  type SchoolSettings,
} from '@hope/domain/settings';
import { afterEach, describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../support/api';
import { urls } from '../support/emulators';
import { sessionIdOf, usePaymentsBed, type Started } from '../support/payments-bed';
import { expectDelivered, sandbox } from '../support/sandbox';

const admin = usePaymentsBed();

/** The school's settings with Bronze renamed and repriced and one class renamed, as an office save writes them. */
function schoolWith(changes: {
  bronze: { name: string; price: number };
  firstClass: string;
}): SchoolSettings {
  const settings = structuredClone(defaultSettings);
  const bronze = settings.sponsorshipLevels.find((level) => level.id === 'bronze')!;
  Object.assign(bronze, changes.bronze);
  settings.classes[0] = { label: changes.firstClass, size: 18 };
  return { ...settings, revision: 3, updated_at: '2026-08-01T17:00:00.000Z' };
}

const saveSettings = (settings: SchoolSettings) => admin.db.doc(SETTINGS_PATH).set(settings);

afterEach(async () => {
  await admin.db.doc(SETTINGS_PATH).delete();
});

describe('the school settings on the server', () => {
  it('prices a sponsorship from the saved settings, and the record keeps the name and price it was sold at', async () => {
    await saveSettings(schoolWith({ bronze: { name: 'Friend', price: 650 }, firstClass: 'TK - Mx. Ito' }));
    const { status, body } = await postApi<Started>(
      '/api/checkout/sponsorship',
      sponsorBody({ level: 'bronze', amount: 500 }),
    );
    expect(status).toBe(200);
    const [create] = await sandbox.sessionCreates();
    expect(create?.body).toMatchObject({ line_items: [{ price_data: { unit_amount: '65000' } }] });

    // A price and name change before the payment completes leaves the sold record as it was sold.
    await saveSettings(schoolWith({ bronze: { name: 'Supporter', price: 700 }, firstClass: 'TK - Mx. Ito' }));
    expectDelivered(await sandbox.pay(sessionIdOf(body.url)));
    const record = (await admin.db.doc(`community_partners/${body.id}`).get()).data();
    expect(record).toMatchObject({ level_name: 'Friend', partnership_amount: 650, total_pledged_amt: 650 });
    expect(record?.payment_completed_at).toEqual(expect.any(String));
  });

  it('prices a check pledge from the saved settings', async () => {
    await saveSettings(schoolWith({ bronze: { name: 'Friend', price: 650 }, firstClass: 'TK - Mx. Ito' }));
    const { status, body } = await postApi<{ id: string }>(
      '/api/pledges/check',
      sponsorBody({ level: 'bronze', plan: undefined }),
    );
    expect(status).toBe(201);
    const record = (await admin.db.doc(`community_partners/${body.id}`).get()).data();
    expect(record).toMatchObject({ level_name: 'Friend', partnership_amount: 650, total_pledged_amt: 650 });
  });

  it('takes a pledge at a level of a three-level school, and refuses a level it does not offer, writing nothing', async () => {
    const bronze = defaultSettings.sponsorshipLevels[3]!;
    await saveSettings({
      ...schoolWith({ bronze: { name: 'Bronze', price: 500 }, firstClass: 'TK - Mx. Ito' }),
      sponsorshipLevels: [
        { ...bronze, id: 'patron', name: 'Patron', price: 2000 },
        { ...bronze, id: 'friend', name: 'Friend', price: 750 },
        { ...bronze, id: 'fan', name: 'Fan', price: 250 },
      ],
    });
    const refused = await postApi<{ error: string }>(
      '/api/pledges/check',
      sponsorBody({ level: 'gold', plan: undefined }),
    );
    expect(refused).toMatchObject({ status: 400, body: { error: 'Please select a partnership level' } });
    expect((await admin.db.collection('community_partners').get()).size).toBe(0);

    const { status, body } = await postApi<{ id: string }>(
      '/api/pledges/check',
      sponsorBody({ level: 'friend', plan: undefined }),
    );
    expect(status).toBe(201);
    const record = (await admin.db.doc(`community_partners/${body.id}`).get()).data();
    expect(record).toMatchObject({
      partnership_level: 'friend',
      level_name: 'Friend',
      partnership_amount: 750,
    });
  });

  it("accepts the saved settings' grade-and-teacher choices and refuses a choice they no longer hold", async () => {
    await saveSettings(schoolWith({ bronze: { name: 'Bronze', price: 500 }, firstClass: 'TK - Mx. Ito' }));
    const renamed = { grade: 'TK - Mx. Ito', teacher: 'TK - Mx. Ito' };
    const accepted = await postApi('/api/checkout/donation', donationBody({ grade_teacher_data: [renamed] }));
    expect(accepted.status).toBe(200);

    const old = defaultSettings.classes[0]!.label;
    const refused = await postApi(
      '/api/checkout/donation',
      donationBody({ grade_teacher_data: [{ grade: old, teacher: old }] }),
    );
    expect(refused.status).toBe(400);
    expect((await admin.db.collection('donations').get()).size).toBe(1);
  });

  it('serves the settings at GET /api/settings with cache times that keep a change under a minute', async () => {
    await saveSettings(schoolWith({ bronze: { name: 'Friend', price: 650 }, firstClass: 'TK - Mx. Ito' }));
    const response = await fetch(`${urls.functionsBase}/api/settings`);
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/^public, /);
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1]);
    expect(seconds('max-age') + seconds('s-maxage')).toBeLessThan(60);
    const served = (await response.json()) as SchoolSettings;
    expect(served.sponsorshipLevels.find((level) => level.id === 'bronze')).toMatchObject({
      name: 'Friend',
      price: 650,
    });
    expect(served.classes[0]).toEqual({ label: 'TK - Mx. Ito', size: 18 });
  });

  it('serves the sample values while no settings were saved, without the hourly caps', async () => {
    const response = await fetch(`${urls.functionsBase}/api/settings`);
    const { limits: _limits, ...published } = defaultSettings;
    // Student pages' settings are served whether or not the document has them.
    expect(await response.json()).toEqual({ ...published, studentPages: defaultStudentPages });
  });
});
