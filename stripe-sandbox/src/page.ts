import type { IncomingMessage, ServerResponse } from 'node:http';
import { isBankSession } from './checkout.ts';
import type { Controls } from './controls.ts';
import { escapeHtml, readBody, redirect, sendHtml } from './http.ts';
import { handleSetupPage } from './setup-page.ts';
import type { SessionPlan, Store } from './store.ts';
import type { Session } from './types.ts';

const dollars = (cents: number): string =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export function layout(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.notice{background:#fff4d6;border:1px solid #c9a227;padding:.5rem .75rem;border-radius:4px;font-size:.9rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.4rem;border-radius:4px;border:1px solid #555;background:#fff;cursor:pointer}
button.pay{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head>
<body><main>
<p class="notice" role="note">Local Stripe sandbox: no real card is charged.</p>
${body}
</main></body></html>`;
}

/** The page's words in the languages the tests open it in (Stripe's page speaks the session's `locale`). */
const WORDS = {
  en: {
    pay: 'Pay',
    cancel: 'Cancel',
    perMonth: 'per month',
    oneTime: 'one-time payment',
    payments: (months: number, total: string) => `${months} monthly payments, ${total} in total`,
    receiptTo: 'Receipt to',
    bank: 'Pay from your bank account: STRIPE TEST BANK, checking ••••6789. The debit takes a few business days to clear.',
    authorize: 'Authorize debit',
  },
  es: {
    pay: 'Pagar',
    cancel: 'Cancelar',
    perMonth: 'al mes',
    oneTime: 'pago único',
    payments: (months: number, total: string) => `${months} pagos mensuales, ${total} en total`,
    receiptTo: 'Recibo a',
    bank: 'Pago desde su cuenta bancaria: STRIPE TEST BANK, cuenta de cheques ••••6789. El débito tarda unos días hábiles en completarse.',
    authorize: 'Autorizar débito',
  },
};
type PageLanguage = keyof typeof WORDS;

function pageLanguage(session: Session): PageLanguage {
  return session.locale === 'es' || session.locale === 'es-419' ? 'es' : 'en';
}

/** What the payer is agreeing to, in words: the amount, how often, and for a plan the number of payments. */
function summary(session: Session, plan: SessionPlan): string {
  const words = WORDS[pageLanguage(session)];
  const amount = session.amount_total ?? 0;
  const months = Number(session.metadata?.months ?? '');
  const lines = [`<h1>${escapeHtml(plan.productName)}</h1>`, `<p class="amount">${dollars(amount)}</p>`];
  lines.push(`<p>${plan.interval === 'month' ? words.perMonth : words.oneTime}</p>`);
  if (plan.interval === 'month' && Number.isInteger(months) && months > 0) {
    lines.push(`<p>${words.payments(months, dollars(amount * months))}</p>`);
  }
  if (session.customer_email) lines.push(`<p>${words.receiptTo} ${escapeHtml(session.customer_email)}</p>`);
  return lines.join('\n');
}

function checkoutPage(session: Session, plan: SessionPlan): string {
  const base = `/pay/${encodeURIComponent(session.id)}`;
  const language = pageLanguage(session);
  const words = WORDS[language];
  // A bank payment stands for Stripe's Financial Connections step with one test account, authorised at once.
  const bank = isBankSession(session);
  return layout(
    `${words.pay} ${dollars(session.amount_total ?? 0)}`,
    `${summary(session, plan)}
${bank ? `<p>${escapeHtml(words.bank)}</p>` : ''}
<div class="actions">
<form method="post" action="${base}/confirm"><button class="pay" type="submit">${bank ? words.authorize : words.pay}</button></form>
<form method="post" action="${base}/cancel"><button type="submit">${words.cancel}</button></form>
</div>`,
    language,
  );
}

export const message = (title: string, text: string, link?: string): string =>
  layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${link ? `<p><a href="${escapeHtml(link)}">Return to the site</a></p>` : ''}`,
  );

/** Stripe fills `{CHECKOUT_SESSION_ID}` in success_url with the session's id. */
export const successUrl = (session: Session): string =>
  (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);

/**
 * The hosted checkout page at the session's url. Pay completes the session, waits for the webhook deliveries,
 * then returns to success_url; Cancel returns to cancel_url and leaves the session open, as at Stripe.
 */
export async function handlePage(
  store: Store,
  controls: Controls,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const setupId = /^\/pay\/([^/]+)/.exec(path)?.[1];
  if (setupId && store.find('checkout.session', decodeURIComponent(setupId))?.mode === 'setup')
    return handleSetupPage(store, controls, req, res, path);
  const match = /^\/pay\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
  const method = req.method ?? 'GET';
  await readBody(req);
  const id = decodeURIComponent(match?.[1] ?? '');
  const action = match?.[2];
  const session = store.find('checkout.session', id);
  const plan = store.plans.get(id);
  if (!match || (action ? method !== 'POST' : method !== 'GET')) {
    return sendHtml(res, 404, message('Page not found', 'This address is not a checkout page.'));
  }
  if (!session || !plan)
    return sendHtml(
      res,
      404,
      message('Checkout not found', 'This checkout link is not valid. Please start again from the site.'),
    );
  if (session.status === 'complete') {
    if (action) return redirect(res, successUrl(session));
    return sendHtml(
      res,
      200,
      message('Payment complete', 'This payment has already been made. Thank you!', successUrl(session)),
    );
  }
  if (session.status === 'expired') {
    return sendHtml(
      res,
      410,
      message(
        'Checkout expired',
        'This checkout link has expired. Please start again from the site.',
        session.cancel_url ?? undefined,
      ),
    );
  }
  if (action === 'cancel') return redirect(res, session.cancel_url ?? '/');
  if (action === 'confirm') {
    // A double-clicked Pay races itself: the second click finds the session complete and just returns.
    await controls.pay(id).catch((error: unknown) => {
      if (session.status !== 'complete') throw error;
    });
    return redirect(res, successUrl(session));
  }
  return sendHtml(res, 200, checkoutPage(session, plan));
}
