import { describe, expect, it } from 'vitest';
import { mailStatusOf, mailStatusSchema, type MailDocument } from '../src/receipts';

const LINK = 'https://hope.example.org/api/portal?t=d.abc.1790000000.k1.signature';

const receipt: MailDocument = {
  to: 'ann@example.com',
  from: '"Hope" <receipts@hope.example.org>',
  replyTo: 'office@hope.example.org',
  message: {
    subject: 'Your receipt from Hope: $30.00 received 2026-11-03',
    text: `Thank you. Update your card or cancel your monthly gift: ${LINK}`,
    html: `<a href="${LINK}">Manage my monthly gift</a>`,
    attachments: [
      { filename: 'receipt.pdf', content: 'JVBERi0=', encoding: 'base64', contentType: 'application/pdf' },
    ],
  },
  kind: 'receipt',
  record: { collection: 'donations', id: 'd1' },
  event_id: 'payment_donations_d1_ch_1',
  statement: null,
  summary: 'Receipt for $30.00 received 2026-11-03',
  created_at: '2026-11-03T18:00:00.000Z',
  delivery: {
    state: 'ERROR',
    attempts: 3,
    startTime: '2026-11-03T18:00:01.000Z',
    endTime: '2026-11-03T18:00:09.000Z',
    leaseExpireTime: null,
    error: '550 No such user',
    info: { messageId: '<m1>', accepted: [], rejected: ['ann@example.com'], pending: [], response: '550' },
  },
};

describe('a message’s status, which every team member may read', () => {
  it('says what went out, to whom and how delivery went', () => {
    expect(mailStatusOf(receipt)).toEqual({
      to: 'ann@example.com',
      subject: 'Your receipt from Hope: $30.00 received 2026-11-03',
      kind: 'receipt',
      record: { collection: 'donations', id: 'd1' },
      statement: null,
      summary: 'Receipt for $30.00 received 2026-11-03',
      created_at: '2026-11-03T18:00:00.000Z',
      resent: null,
      delivery: {
        state: 'ERROR',
        attempts: 3,
        startTime: '2026-11-03T18:00:01.000Z',
        endTime: '2026-11-03T18:00:09.000Z',
        leaseExpireTime: null,
        error: '550 No such user',
      },
    });
  });

  it('holds no body, attachment or link, and parses as the back office reads it', () => {
    const status = mailStatusOf(receipt);
    expect(JSON.stringify(status)).not.toContain('/api/portal');
    expect(JSON.stringify(status)).not.toContain('JVBERi0=');
    expect(status).not.toHaveProperty('message');
    expect(mailStatusSchema.parse(status)).toEqual(status);
  });

  it('has no delivery while the sender has not picked the message up', () => {
    const { delivery: _none, ...queued } = receipt;
    expect(mailStatusOf(queued)).not.toHaveProperty('delivery');
  });
});
