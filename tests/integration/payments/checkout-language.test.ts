import { defaultSettings, SETTINGS_PATH } from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import { donationBody, postApi, sponsorBody } from '../../support/api';
import { usePaymentsBed, type Started } from '../../support/payments-bed';
import { sandbox } from '../../support/sandbox';

const admin = usePaymentsBed();

/** The sample school with a Spanish name for Gold only. */
async function saveGoldInSpanish() {
  const settings = structuredClone(defaultSettings);
  const gold = settings.sponsorshipLevels.find((level) => level.id === 'gold')!;
  gold.translations = { es: { name: 'Oro' } };
  await admin.db.doc(SETTINGS_PATH).set({ ...settings, revision: 2, updated_at: '2026-08-01T17:00:00.000Z' });
}

const productOfFirstSession = async () => {
  const [create] = await sandbox.sessionCreates();
  return (create?.body as { line_items: [{ price_data: { product_data: unknown } }] }).line_items[0]
    .price_data.product_data;
};

describe("Stripe's checkout page names the payment in the payer's language", () => {
  it("names a Spanish payer's partnership with the level's Spanish name; the record keeps the English", async () => {
    await saveGoldInSpanish();
    const { status, body } = await postApi<Started>(
      '/api/checkout/sponsorship',
      sponsorBody({ level: 'gold', language: 'es', cover_fee: true }),
    );
    expect(status).toBe(200);
    expect(await productOfFirstSession()).toEqual({
      name: 'Patrocinio comunitario Oro',
      description: 'Donación de $1,200.00 + $36.15 para cubrir la comisión de la tarjeta',
    });
    const record = (await admin.db.doc(`community_partners/${body.id}`).get()).data();
    expect(record).toMatchObject({ level_name: 'Gold', language: 'es' });
  });

  it('falls back to the English name of a level without a Spanish version', async () => {
    await saveGoldInSpanish();
    await postApi('/api/checkout/sponsorship', sponsorBody({ level: 'silver', language: 'es' }));
    expect(await productOfFirstSession()).toEqual({ name: 'Patrocinio comunitario Silver' });
  });

  it('words an English payment exactly as before', async () => {
    await saveGoldInSpanish();
    await postApi('/api/checkout/sponsorship', sponsorBody({ level: 'gold' }));
    expect(await productOfFirstSession()).toEqual({ name: 'Gold Community Partnership' });
  });

  it('names a Spanish monthly donation in Spanish', async () => {
    await postApi(
      '/api/checkout/donation',
      donationBody({ donation_type: 'monthly', amount: 120, months: 3, language: 'es' }),
    );
    expect(await productOfFirstSession()).toEqual({ name: 'Donación mensual' });
  });
});
