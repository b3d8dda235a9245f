import type { Delivery } from '@hope/domain/receipts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimedDelivery,
  deliveryPolicy,
  pauseAfter,
  SENDER_TIMEOUT_SECONDS,
  sendTaken,
} from '../src/mail/deliver';
import { transport } from '../src/mail/transport';
import { fakeSmtp } from './fake-smtp';

let smtp: Awaited<ReturnType<typeof fakeSmtp>>;

beforeAll(async () => {
  smtp = await fakeSmtp();
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_USER: 'none',
    SMTP_PASSWORD: 'none',
    MAIL_FROM: 'receipts@hope.example.org',
  });
});
afterAll(async () => {
  transport().close();
  await smtp.close();
});

const message = {
  to: 'parent@example.com',
  message: { subject: 'Your receipt', text: 'Thank you', html: '<p>Thank you</p>' },
};
const noPause = () => Promise.resolve();

describe('sending a message a sender has taken', () => {
  it('holds it for longer than the sender may live, so a lapsed lease means no sender is left', () => {
    expect(deliveryPolicy.leaseMs).toBeGreaterThan(SENDER_TIMEOUT_SECONDS * 1000);
  });

  it('never sends a message again because the write saying it was sent failed', async () => {
    const before = smtp.accepted();
    const written: Delivery[] = [];
    let failures = 1;
    const outcome = await sendTaken(
      { data: message, delivery: claimedDelivery(undefined, Date.now()) },
      async (delivery) => {
        if (delivery.state === 'SUCCESS' && failures-- > 0)
          throw Object.assign(new Error('14 UNAVAILABLE: the write did not reach Firestore'), { code: 14 });
        written.push(delivery);
      },
      noPause,
    );
    expect(outcome).toBe('sent');
    expect(smtp.accepted() - before).toBe(1);
    expect(written.map((delivery) => delivery.state)).toEqual(['SUCCESS']);
  });

  it('starts no attempt once its lease has lapsed (another sender may have the message by then)', async () => {
    const before = smtp.accepted();
    const written: Delivery[] = [];
    const stale = claimedDelivery(undefined, Date.now() - deliveryPolicy.leaseMs - 1000);
    const outcome = await sendTaken(
      { data: message, delivery: stale },
      async (delivery) => void written.push(delivery),
      noPause,
    );
    expect(outcome).toBe('lapsed');
    expect(smtp.accepted() - before).toBe(0);
    expect(written).toEqual([]);
  });
});

describe('the pauses between attempts', () => {
  const set = (env: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(env))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
  afterAll(() => set({ FUNCTIONS_EMULATOR: undefined, MAIL_RETRY_PAUSES_MS: undefined }));

  it('are 2 s then 6 s deployed, whatever the environment says', () => {
    set({ FUNCTIONS_EMULATOR: undefined, MAIL_RETRY_PAUSES_MS: '10,20' });
    expect([pauseAfter(1), pauseAfter(2)]).toEqual([2000, 6000]);
  });

  it("are the launcher's on the emulators, and the policy's when it passes none or a bad list", () => {
    set({ FUNCTIONS_EMULATOR: 'true', MAIL_RETRY_PAUSES_MS: '10,20' });
    expect([pauseAfter(1), pauseAfter(2)]).toEqual([10, 20]);
    set({ MAIL_RETRY_PAUSES_MS: 'soon' });
    expect([pauseAfter(1), pauseAfter(2)]).toEqual([2000, 6000]);
    set({ MAIL_RETRY_PAUSES_MS: undefined });
    expect([pauseAfter(1), pauseAfter(2)]).toEqual([2000, 6000]);
  });
});
