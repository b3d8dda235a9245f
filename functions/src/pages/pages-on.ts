import { studentPagesOf } from '@hope/domain/settings';
import type { Handler } from '../http/router';
import { readSettings } from '../settings/read-settings';

export const pagesClosedMessage = 'Student pages are not open right now';

/** A page endpoint that answers 404 while the school has student pages turned off, before reading the body. */
export function whenPagesOn(handler: Handler): Handler {
  return async (req, res, context) => {
    if (!studentPagesOf(await readSettings()).enabled) {
      res.status(404).json({ error: pagesClosedMessage });
      return;
    }
    await handler(req, res, context);
  };
}
