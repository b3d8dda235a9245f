import type { SchoolSettings } from '@hope/domain/settings';
import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { firestore } from '../firestore';
import { TooManyRequests } from '../http/json-body';
import { clientAddress } from './client-address';
import { admit, ALL_CLIENTS, networkKey, peek, type Admission } from './counter';
import { capFor, limitFor, type Limit, type LimitName } from './limits';
import { countRefusal } from './refusals';

/**
 * Lets the request through under `name`'s limits, or answers 429 with Retry-After (seconds to the next window)
 * and counts the refusal. The caller's network comes first, so one network cannot spend the cap of all clients
 * on calls its own limit refuses; a cap already reached refuses before the network's counter is touched.
 */
export async function enforceLimit(
  name: LimitName,
  req: Request,
  res: Response,
  settings: SchoolSettings,
): Promise<void> {
  const db = firestore();
  const now = Date.now();
  const cap = capFor(name, settings);
  const network = limitFor(name);
  const refuse = async (limit: Limit, admission: Admission & { admitted: false }) => {
    await countRefusal(db, limit, now);
    res.set('Retry-After', String(admission.retryAfterSeconds));
    throw new TooManyRequests();
  };
  const room = await peek(db, cap, ALL_CLIENTS, now);
  if (!room.admitted) return refuse(cap, room);
  const byNetwork = await admit(db, network, networkKey(clientAddress(req)), now);
  if (!byNetwork.admitted) return refuse(network, byNetwork);
  const byAll = await admit(db, cap, ALL_CLIENTS, now);
  if (!byAll.admitted) return refuse(cap, byAll);
}
