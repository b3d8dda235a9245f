import { DEFAULT_LANGUAGE, type Language } from '@hope/domain/config';
import { messages } from '@hope/domain/messages';
import type { Response } from 'express';
import { siteOrigin } from '../platform/config';
import type { PortalRefusal } from './portal-access';

/** The page's own words around a refusal's title and text. */
const BACK_LINK: Record<Language, string> = {
  en: 'Back to the giving page',
  es: 'Volver a la página de donaciones',
};

/**
 * A manage link's answer when it opens no portal: a page a donor reads, never an error in code, in the donor's
 * language (the record's, or the browser's when the link names no record).
 */
export function portalPage(res: Response, status: number, page: PageWords, language: Language): void {
  const origin = new URL(siteOrigin.value()).origin;
  const home = language === DEFAULT_LANGUAGE ? `${origin}/` : `${origin}/?lang=${language}`;
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${page.title}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
        `<h1>${page.title}</h1><p>${page.text}</p><p><a href="${home}">${BACK_LINK[language]}</a></p></body></html>`,
    );
}

type PageWords = { title: string; text: string };
type Page = { status: number } & Record<Language, PageWords>;

export const PORTAL_PAGES = {
  invalid: {
    status: 400,
    en: {
      title: 'This link is not valid',
      text: 'Please use the link exactly as it is in your receipt, or write to the school office.',
    },
    es: {
      title: 'Este enlace no es válido',
      text: 'Use el enlace tal como aparece en su recibo, o escriba a la oficina de la escuela.',
    },
  },
  expired: {
    status: 410,
    en: {
      title: 'This link has expired',
      text: 'Please use the link in your latest receipt, or write to the school office.',
    },
    es: {
      title: 'Este enlace ha vencido',
      text: 'Use el enlace de su recibo más reciente, o escriba a la oficina de la escuela.',
    },
  },
  no_plan: {
    status: 404,
    en: {
      title: 'No monthly gift to manage',
      text: 'We found no monthly gift for this link. Please write to the school office.',
    },
    es: {
      title: 'No hay donación mensual que administrar',
      text: 'No encontramos ninguna donación mensual para este enlace. Escriba a la oficina de la escuela.',
    },
  },
  ended: {
    status: 410,
    en: {
      title: 'This monthly gift has ended',
      text: 'No further payment will be taken, so there is nothing left to change. For any question about your gift, please write to the school office.',
    },
    es: {
      title: 'Esta donación mensual ha terminado',
      text: 'No se cobrará ningún otro pago, así que no queda nada por cambiar. Para cualquier pregunta sobre su donación, escriba a la oficina de la escuela.',
    },
  },
  turned_off: {
    status: 410,
    en: {
      title: 'This link has been turned off',
      text: 'The school office turned this link off. Please use the link in your next receipt, or write to the school office.',
    },
    es: {
      title: 'Este enlace fue desactivado',
      text: 'La oficina de la escuela desactivó este enlace. Use el enlace de su próximo recibo, o escriba a la oficina de la escuela.',
    },
  },
  too_many: {
    status: 429,
    en: { title: 'Please wait a few minutes', text: messages.abuse.tooManyAttempts },
    es: {
      title: 'Espere unos minutos',
      text: 'Demasiados intentos desde su red. Espere unos minutos e inténtelo de nuevo.',
    },
  },
  proof_refused: {
    status: 403,
    en: { title: 'Please open your link again', text: messages.abuse.proofRefused },
    es: {
      title: 'Abra su enlace de nuevo',
      text: 'No pudimos confirmar que esta solicitud vino de su navegador. Vuelva a cargar la página e inténtelo de nuevo.',
    },
  },
  proof_reused: {
    status: 403,
    en: { title: 'Please open your link again', text: messages.abuse.proofReused },
    es: {
      title: 'Abra su enlace de nuevo',
      text: 'Esta solicitud ya se envió una vez. Vuelva a cargar la página e inténtelo de nuevo.',
    },
  },
} satisfies Record<
  PortalRefusal | 'invalid' | 'expired' | 'too_many' | 'proof_refused' | 'proof_reused',
  Page
>;

export function sendPortalPage(res: Response, page: Page, language: Language): void {
  portalPage(res, page.status, page[language], language);
}
