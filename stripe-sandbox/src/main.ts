// `tsx stripe-sandbox/src/main.ts`: the local Stripe sandbox as a process, for `npm start` and the test stack.
import { createSandbox } from './index.ts';

const port = Number(process.env.STRIPE_SANDBOX_PORT ?? 12111);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;

if (!webhookUrl || !webhookSecret) {
  const missing = [!webhookUrl && 'STRIPE_WEBHOOK_URL', !webhookSecret && 'STRIPE_WEBHOOK_SECRET']
    .filter(Boolean)
    .join(' and ');
  console.error(
    `stripe-sandbox: set ${missing} (where to send webhook events and the secret to sign them with).`,
  );
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `stripe-sandbox: STRIPE_SANDBOX_PORT must be a port number, not "${process.env.STRIPE_SANDBOX_PORT}".`,
  );
  process.exit(1);
}

const sandbox = await createSandbox({
  port,
  webhookUrl,
  webhookSecret,
  ...(process.env.STRIPE_SANDBOX_PUBLIC_URL ? { publicUrl: process.env.STRIPE_SANDBOX_PUBLIC_URL } : {}),
}).catch((error: unknown) => {
  console.error(`stripe-sandbox: could not listen on port ${port}: ${(error as Error).message}`);
  process.exit(1);
});
console.log(`Stripe sandbox listening on ${sandbox.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Pending webhook deliveries get a moment; a stuck one must not keep the process alive.
    const timer = setTimeout(() => process.exit(0), 2000);
    timer.unref();
    void sandbox.close().then(() => process.exit(0));
  });
}
