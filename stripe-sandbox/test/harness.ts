import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createSandbox, type Sandbox } from '../src/index.ts';

export const WEBHOOK_SECRET = 'whsec_sandbox_test_secret';

export type Received = { event: Stripe.Event; raw: string };

/**
 * A sandbox on a random port, the official Stripe client pointed at it, and a tiny webhook receiver that
 * verifies every delivery with stripe.webhooks.constructEvent, as our webhook function does.
 */
export type Harness = {
  sandbox: Sandbox;
  stripe: Stripe;
  received: Received[];
  rejected: string[];
  /** The status the receiver answers (after verifying), e.g. 500 to make deliveries fail. */
  respondWith: { status: number };
  /** Runs inside the webhook call before it answers, as our webhook calls Stripe back while handling an event. */
  onEvent: { handle: ((event: Stripe.Event) => Promise<void>) | null };
  close(): Promise<void>;
};

export async function startHarness(): Promise<Harness> {
  const received: Received[] = [];
  const rejected: string[] = [];
  const respondWith = { status: 200 };
  const onEvent: Harness['onEvent'] = { handle: null };
  const verifier = new Stripe('sk_test_verifier');
  const receiver: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    try {
      const event = verifier.webhooks.constructEvent(
        raw,
        String(req.headers['stripe-signature']),
        WEBHOOK_SECRET,
      );
      received.push({ event, raw });
      await onEvent.handle?.(event);
      res.writeHead(respondWith.status).end();
    } catch (error) {
      rejected.push((error as Error).message);
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;
  const sandbox = await createSandbox({
    port: 0,
    webhookUrl: `http://127.0.0.1:${receiverPort}/webhook`,
    webhookSecret: WEBHOOK_SECRET,
  });
  const stripe = new Stripe('sk_test_sandbox', {
    host: '127.0.0.1',
    port: sandbox.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return {
    sandbox,
    stripe,
    received,
    rejected,
    respondWith,
    onEvent,
    close: async () => {
      await sandbox.close();
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    },
  };
}

export const RETURN_URLS = {
  success_url: 'https://school.example/?success=true',
  cancel_url: 'https://school.example/?canceled=true',
};

/** The parameters our checkout function sends, for a one-time gift or a plan of `months` monthly payments. */
export function sessionParams(
  cents: number,
  months: number | null = null,
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    record_id: 'rec_123',
    collection: 'donations',
    ...(months ? { months: String(months) } : {}),
  };
  return {
    mode: months ? 'subscription' : 'payment',
    client_reference_id: 'rec_123',
    customer_email: 'parent@example.org',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: cents,
          product_data: { name: 'Donation' },
          ...(months ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    allowed_payment_method_types: ['card'],
    metadata,
    ...(months
      ? { subscription_data: { metadata } }
      : { payment_intent_data: { metadata }, customer_creation: 'always' as const }),
    ...RETURN_URLS,
  };
}

export const types = (received: Received[]): string[] => received.map((r) => r.event.type);

/**
 * One harness per test file, reset before each test (sandbox state, received events, receiver behaviour).
 * The returned object forwards to the harness started in beforeAll.
 */
export function useHarness(): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness();
  });
  afterAll(() => started?.close());
  beforeEach(async () => {
    await started!.sandbox.reset();
    started!.received.length = 0;
    started!.respondWith.status = 200;
    started!.onEvent.handle = null;
  });
  return new Proxy({} as Harness, { get: (_target, key) => started![key as keyof Harness] });
}
