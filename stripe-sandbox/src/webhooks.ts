import { createHmac } from 'node:crypto';
import { newId, nowSeconds } from './ids.ts';
import type { Delivery, EventRecord, Store } from './store.ts';
import type { StripeEvent } from './types.ts';

export const API_VERSION = '2026-10-28.endive';

/** Stripe's scheme, the one `stripe.webhooks.constructEvent` checks: HMAC-SHA256 of `<t>.<payload>`. */
export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export type EventCause = { requestId: string | null; idempotencyKey: string | null };

/**
 * Records events and POSTs them to the app's webhook. Like a Stripe endpoint subscribed to the events the app
 * handles: no automatic retries here, so tests decide when a failed delivery is sent again.
 */
export class Webhooks {
  private background: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly url: string,
    private readonly secret: string,
  ) {}

  /** The event carries a copy of the object as it is now, as Stripe's snapshot events do. */
  record(type: string, object: unknown, previous?: Record<string, unknown>, cause?: EventCause): EventRecord {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: this.store.config.endpointApiVersion,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: cause?.requestId ?? null, idempotency_key: cause?.idempotencyKey ?? null },
      type,
      data: previous
        ? { object: structuredClone(object), previous_attributes: previous }
        : { object: structuredClone(object) },
    };
    const record = { event, deliveries: [] };
    this.store.events.set(event.id, record);
    return record;
  }

  /** One delivery attempt; its HTTP status (or network error) is recorded and never thrown. */
  async deliver(record: EventRecord): Promise<Delivery> {
    const payload = JSON.stringify(record.event, null, 2);
    const delivery: Delivery = { at: new Date().toISOString(), status: null };
    const started = performance.now();
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, this.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(this.store.config.deliveryTimeoutSeconds * 1000),
      });
      delivery.status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      delivery.error = (error as Error).message;
    }
    delivery.ms = Math.round((performance.now() - started) * 10) / 10;
    record.deliveries.push(delivery);
    return delivery;
  }

  /** Control calls deliver in order and wait, so a test sees the webhook's effects when the call returns. */
  async deliverAll(records: EventRecord[]): Promise<EventRecord[]> {
    for (const record of records) await this.deliver(record);
    return records;
  }

  /**
   * Events caused by an API call (refund, subscription cancel) go out after the response, as at Stripe: the
   * caller may be our own webhook handler, which must not wait for a delivery to itself.
   */
  deliverLater(records: EventRecord[]): void {
    if (records.length === 0) return;
    this.background = this.background.then(() => this.deliverAll(records).then(() => undefined));
  }

  /** Resolves once every background delivery queued so far has been attempted. */
  async idle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.background;
      await seen;
    } while (seen !== this.background);
  }
}
