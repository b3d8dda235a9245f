import { pledgeSavedMessage } from '@hope/domain/drives';
import type Stripe from 'stripe';
import { firestore } from '../platform/firestore';
import { readSettings } from '../settings/read-settings';
import { stripe } from '../stripe/client';
import { idOf } from '../stripe/charges';
import { createPageMail, pageMail } from '../pages/page-mail';
import { pledgeChangeUrl } from './pledge-links';
import { pledgeKey } from './pledge-key';
import { pledgeOf, pledgeRef, readDrive, writePledge } from './drive-store';

type Outcome = 'applied' | 'duplicate' | 'unknown-record';

/** The card a setup saved, as the office and the mails name it. */
async function savedCard(setupIntentId: string) {
  const intent = await stripe().setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  const method = intent.payment_method as Stripe.PaymentMethod | string | null;
  const card = typeof method === 'object' && method?.card ? method.card : null;
  return {
    paymentMethod: idOf(method),
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}

/**
 * checkout.session.completed in setup mode: the relative saved a card for their pledge. The pledge becomes
 * saved (nothing is charged) and the relative is mailed its terms and the private change link, with the event
 * recorded in the same transaction: a replayed event changes nothing and sends nothing more.
 */
export async function pledgeCardSaved(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<Outcome | null> {
  const pledgeId = session.metadata?.pledge_id;
  const setupIntentId = idOf(session.setup_intent);
  if (!pledgeId || !setupIntentId) return null;
  const saved = await savedCard(setupIntentId);
  const settings = await readSettings();
  const db = firestore();
  const ledgerRef = db.collection('stripe_events').doc(event.id);
  return db.runTransaction(async (tx) => {
    const [seen, snapshot] = await Promise.all([tx.get(ledgerRef), tx.get(pledgeRef(pledgeId))]);
    if (seen.exists) return 'duplicate';
    const pledge = pledgeOf(snapshot);
    const drive = pledge ? await readDrive(pledge.drive_id, tx) : null;
    const outcome: Outcome = pledge && drive ? 'applied' : 'unknown-record';
    tx.create(ledgerRef, {
      type: event.type,
      created: event.created,
      received_at: new Date().toISOString(),
      record: `pledges/${pledgeId}`,
      outcome,
    });
    if (!pledge || !drive || pledge.status !== 'saving') return outcome;
    const now = new Date();
    const next = {
      ...pledge,
      status: 'saved' as const,
      stripe_customer: idOf(session.customer) ?? pledge.stripe_customer,
      setup_session: session.id,
      payment_method: saved.paymentMethod,
      card: saved.card,
      updated_at: now.toISOString(),
    };
    writePledge(tx, next);
    const changeUrl = pledgeChangeUrl(pledge.page_code, pledge.id, pledgeKey(pledge.id), pledge.language);
    const message = pledgeSavedMessage({ pledge: next, drive, changeUrl }, settings);
    const summary = `Pledge ${pledge.id} saved for page ${pledge.page_code}`;
    createPageMail(tx, `pledge_saved_${pledge.id}`, pageMail(pledge.email, message, summary, settings, now));
    return outcome;
  });
}
