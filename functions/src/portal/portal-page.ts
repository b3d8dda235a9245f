import { messages } from '@hope/domain/messages';
import type { Response } from 'express';
import { siteOrigin } from '../config';
import type { PortalRefusal } from './portal-access';

/** A manage link's answer when it opens no portal: a page a donor reads, never an error in code. */
export function portalPage(res: Response, status: number, title: string, text: string): void {
  const origin = new URL(siteOrigin.value()).origin;
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
        `<h1>${title}</h1><p>${text}</p><p><a href="${origin}/">Back to the giving page</a></p></body></html>`,
    );
}

type Page = { status: number; title: string; text: string };

export const PORTAL_PAGES = {
  invalid: {
    status: 400,
    title: 'This link is not valid',
    text: 'Please use the link exactly as it is in your receipt, or write to the school office.',
  },
  expired: {
    status: 410,
    title: 'This link has expired',
    text: 'Please use the link in your latest receipt, or write to the school office.',
  },
  no_plan: {
    status: 404,
    title: 'No monthly gift to manage',
    text: 'We found no monthly gift for this link. Please write to the school office.',
  },
  ended: {
    status: 410,
    title: 'This monthly gift has ended',
    text: 'No further payment will be taken, so there is nothing left to change. For any question about your gift, please write to the school office.',
  },
  turned_off: {
    status: 410,
    title: 'This link has been turned off',
    text: 'The school office turned this link off. Please use the link in your next receipt, or write to the school office.',
  },
  too_many: { status: 429, title: 'Please wait a few minutes', text: messages.abuse.tooManyAttempts },
} satisfies Record<PortalRefusal | 'invalid' | 'expired' | 'too_many', Page>;

export function sendPortalPage(res: Response, page: Page): void {
  portalPage(res, page.status, page.title, page.text);
}
