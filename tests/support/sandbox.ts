import type Stripe from 'stripe';
import { urls } from './emulators';

export type SentEvent = { event: Stripe.Event; deliveries: { status: number | null }[] };
export type RequestLogEntry = {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  status: number;
};

async function control<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${urls.stripeSandbox}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Drives the local Stripe sandbox the way a payer and Stripe's clock would. */
export const sandbox = {
  reset: () => control('/reset'),
  configure: (config: {
    deferBalanceTransactions?: boolean;
    eventOrder?: 'invoice-first' | 'session-first';
  }) => control('/config', config),
  pay: (sessionId: string, options: { async?: 'succeed' | 'fail' } = {}) =>
    control<{ events: SentEvent[] }>(`/sessions/${sessionId}/pay`, options),
  expire: (sessionId: string) => control<{ events: SentEvent[] }>(`/sessions/${sessionId}/expire`),
  advance: (subscriptionId: string, options: { fail?: boolean } = {}) =>
    control<{ events: SentEvent[] }>(`/subscriptions/${subscriptionId}/advance`, options),
  refund: (chargeId: string, amount?: number) =>
    control<{ events: SentEvent[] }>(`/charges/${chargeId}/refund`, { amount }),
  settle: (chargeId: string) => control<{ events: SentEvent[] }>(`/charges/${chargeId}/settle`),
  resend: async (eventId: string) => ({ events: [await control<SentEvent>(`/events/${eventId}/resend`)] }),
  failNext: (rule: { path: string; status: number; count?: number; message?: string }) =>
    control('/fail-next', rule),
  idle: () => control('/idle'),
  async events(): Promise<SentEvent[]> {
    const response = await fetch(`${urls.stripeSandbox}/__sandbox/events`);
    return ((await response.json()) as { data: SentEvent[] }).data;
  },
  async requests(): Promise<RequestLogEntry[]> {
    const response = await fetch(`${urls.stripeSandbox}/__sandbox/requests`);
    return ((await response.json()) as { data: RequestLogEntry[] }).data;
  },
};

/** Every delivery of these events was accepted by our webhook. */
export function expectDelivered(sent: { events: SentEvent[] }): Stripe.Event[] {
  for (const { event, deliveries } of sent.events) {
    const last = deliveries.at(-1);
    if (!last || last.status !== 200) throw new Error(`${event.type} ${event.id} answered ${last?.status}`);
  }
  return sent.events.map(({ event }) => event);
}
