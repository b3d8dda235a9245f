import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { firestore } from '../firestore';
import { TooManyRequests } from '../http/json-body';
import { clientAddress } from './client-address';
import { admit } from './counter';
import { limitFor, type LimitName } from './limits';

/** Lets the request through under `name`'s limit, or answers 429 with Retry-After (seconds to the next window). */
export async function enforceLimit(name: LimitName, req: Request, res: Response): Promise<void> {
  const admission = await admit(firestore(), limitFor(name), clientAddress(req));
  if (admission.admitted) return;
  res.set('Retry-After', String(admission.retryAfterSeconds));
  throw new TooManyRequests();
}
