import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Controls } from './controls.ts';
import { escapeHtml, readBody, redirect, sendHtml } from './http.ts';
import { layout, message, successUrl } from './page.ts';
import type { Store } from './store.ts';
import { DEFAULT_TEST_CARD, TEST_CARDS, testCard } from './test-cards.ts';
import type { Session } from './types.ts';

/** The setup page's words in the languages the app opens it in (Stripe's page speaks the session's `locale`). */
const WORDS = {
  en: {
    title: 'Save your card',
    saved: 'Your card will be saved for later payments. You will not be charged now.',
    choose: 'Test card',
    save: 'Save card',
    cancel: 'Cancel',
    authTitle: 'Authenticate your card',
    authText: 'Your bank asks you to confirm that you are saving this card (a 3-D Secure test).',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    authFailed:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  es: {
    title: 'Guarde su tarjeta',
    saved: 'Su tarjeta se guardará para pagos posteriores. No se le cobrará ahora.',
    choose: 'Tarjeta de prueba',
    save: 'Guardar tarjeta',
    cancel: 'Cancelar',
    authTitle: 'Autentique su tarjeta',
    authText: 'Su banco le pide confirmar que guarda esta tarjeta (una prueba de 3-D Secure).',
    complete: 'Completar la autenticación',
    fail: 'Fallar la autenticación',
    authFailed: 'No podemos autenticar su método de pago. Elija otro método de pago e inténtelo de nuevo.',
  },
};
type Words = (typeof WORDS)['en'];

const language = (session: Session): 'en' | 'es' =>
  session.locale === 'es' || session.locale === 'es-419' ? 'es' : 'en';

function choosePage(session: Session, words: Words, error?: string): string {
  const base = `/pay/${encodeURIComponent(session.id)}`;
  const cards = TEST_CARDS.map(
    (card) =>
      `<label><input type="radio" name="card" value="${escapeHtml(card.number.replace(/\s/g, ''))}"${card === DEFAULT_TEST_CARD ? ' checked' : ''}> ${escapeHtml(card.number)}: ${escapeHtml(card.label)}</label><br>`,
  ).join('\n');
  return layout(
    words.title,
    `<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.saved)}</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${base}/confirm" id="save"><fieldset><legend>${escapeHtml(words.choose)}</legend>
${cards}
</fieldset></form>
<div class="actions">
<button class="pay" type="submit" form="save">${escapeHtml(words.save)}</button>
<form method="post" action="${base}/cancel"><button type="submit">${escapeHtml(words.cancel)}</button></form>
</div>`,
    language(session),
  );
}

/** Stripe's test 3-D Secure challenge: the payer completes it (the card is saved) or fails it (nothing is). */
function challengePage(session: Session, words: Words, card: string): string {
  const action = `/pay/${encodeURIComponent(session.id)}/authenticate`;
  const button = (outcome: string, label: string, primary: boolean) =>
    `<form method="post" action="${action}"><input type="hidden" name="card" value="${escapeHtml(card)}"><input type="hidden" name="outcome" value="${outcome}"><button${primary ? ' class="pay"' : ''} type="submit">${escapeHtml(label)}</button></form>`;
  return layout(
    words.authTitle,
    `<h1>${escapeHtml(words.authTitle)}</h1><p>${escapeHtml(words.authText)}</p>
<div class="actions">${button('complete', words.complete, true)}${button('fail', words.fail, false)}</div>`,
    language(session),
  );
}

/**
 * The hosted page of a setup-mode session: the payer picks one of Stripe's test cards and saves it (a card that
 * asks for 3-D Secure goes through the challenge first). Saving completes the session, waits for the webhook
 * deliveries, then returns to success_url; Cancel returns to cancel_url and leaves the session open.
 */
export async function handleSetupPage(
  store: Store,
  controls: Controls,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const match = /^\/pay\/([^/]+)(?:\/(confirm|authenticate|cancel))?$/.exec(path);
  const form = new URLSearchParams(await readBody(req));
  const session = store.find('checkout.session', decodeURIComponent(match?.[1] ?? ''));
  const action = match?.[2];
  if (!match || !session || (action ? req.method !== 'POST' : req.method !== 'GET'))
    return sendHtml(res, 404, message('Page not found', 'This address is not a checkout page.'));
  const words = WORDS[language(session)];
  if (session.status === 'complete') {
    if (action) return redirect(res, successUrl(session));
    return sendHtml(res, 200, message('Card saved', 'This card has already been saved. Thank you!'));
  }
  if (session.status === 'expired') {
    const text = 'This checkout link has expired. Please start again from the site.';
    return sendHtml(res, 410, message('Checkout expired', text, session.cancel_url ?? undefined));
  }
  if (action === 'cancel') return redirect(res, session.cancel_url ?? '/');
  if (!action) return sendHtml(res, 200, choosePage(session, words));
  const card = testCard(form.get('card') ?? '') ?? DEFAULT_TEST_CARD;
  const number = card.number.replace(/\s/g, '');
  if (action === 'confirm' && card.authenticatesOnSetup)
    return sendHtml(res, 200, challengePage(session, words, number));
  if (action === 'authenticate' && form.get('outcome') !== 'complete')
    return sendHtml(res, 200, choosePage(session, words, words.authFailed));
  // A double-clicked Save races itself: the second click finds the session complete and just returns.
  await controls.pay(session.id, { card: number }).catch((error: unknown) => {
    if (session.status !== 'complete') throw error;
  });
  return redirect(res, successUrl(session));
}
