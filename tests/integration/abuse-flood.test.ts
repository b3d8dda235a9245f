import { messages } from '@hope/domain/messages';
import { describe, expect, it } from 'vitest';
import { donationBody, postApi } from '../support/api';
import { burst, directCall } from '../support/flood';
import { managePage, makePage, usePagesBed } from '../support/pages-bed';
import { countDocs } from '../support/records';
import { challengeOf, PROOF_HEADER, solve, throughSite } from '../support/step-up';

const admin = usePagesBed();

/** All clients' page-manage calls an hour (functions/src/abuse/limits.ts): the flood goes past it. */
const PAGE_MANAGES_PER_HOUR = 1200;

describe('a flood at the function’s own address, skipping Hosting', () => {
  it('400 junk checkouts from 800 forged addresses write nothing and leave a family’s gift through the site', async () => {
    const started = Date.now();
    const junk = await burst(400, 20, (index) =>
      directCall('/api/checkout/donation', index, { body: donationBody() }),
    );
    expect(Date.now() - started).toBeLessThan(30_000);
    // Every junk call is asked to prove it runs in a browser; none opened a checkout or wrote a record.
    expect(junk).toEqual({ 429: 400 });
    expect(await countDocs(admin.db, 'donations')).toBe(0);

    const family = await postApi<{ url: string }>('/api/checkout/donation', donationBody(), {
      headers: throughSite('203.0.113.5'),
    });
    expect(family.status).toBe(200);
    expect(family.body.url).toMatch(/^http/);
    expect(await countDocs(admin.db, 'donations')).toBe(1);
  });

  it(`${PAGE_MANAGES_PER_HOUR + 10} junk page-manage calls leave the parent able to delete the page`, async () => {
    const made = await makePage();
    const junkKey = 'x'.repeat(43);
    const junk = await burst(PAGE_MANAGES_PER_HOUR + 10, 20, (index) =>
      directCall(`/api/pages/${made.code}/manage`, index, { body: { key: junkKey, op: 'read' } }),
    );
    expect(junk).toEqual({ 429: PAGE_MANAGES_PER_HOUR + 10 });
    const deleted = await postApi(
      `/api/pages/${made.code}/manage`,
      { key: made.key, op: 'delete' },
      { headers: throughSite('203.0.113.6') },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
  });

  it('a direct call that solves its challenge is let through once; its solution replayed is refused in words', async () => {
    const asked = await directCall('/api/checkout/donation', 1, { body: donationBody() });
    expect(asked.status).toBe(429);
    const challenge = challengeOf(asked.body);
    expect(challenge).toBeDefined();
    const proof = await solve(challenge!);
    const withProof = {
      headers: { 'x-forwarded-for': '198.18.7.7', [PROOF_HEADER]: proof, 'x-fh-requested-host': '' },
    };
    const first = await postApi<{ url: string }>('/api/checkout/donation', donationBody(), withProof);
    expect(first.status).toBe(200);
    const replayed = await postApi('/api/checkout/donation', donationBody(), withProof);
    expect(replayed.status).toBe(403);
    expect(replayed.body).toEqual({ error: messages.abuse.proofReused });
    expect(await countDocs(admin.db, 'donations')).toBe(1);

    // A solution altered by hand is refused in words too, and writes nothing.
    const forged = JSON.parse(Buffer.from(proof, 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    const key = forged.solution.derivedKey;
    forged.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`;
    const altered = await postApi('/api/checkout/donation', donationBody(), {
      headers: { [PROOF_HEADER]: Buffer.from(JSON.stringify(forged)).toString('base64') },
    });
    expect(altered.status).toBe(403);
    expect(altered.body).toEqual({ error: messages.abuse.proofRefused });
    expect(await countDocs(admin.db, 'donations')).toBe(1);
  });
});

describe('a parent whose network used up its page-manage calls', () => {
  it('is asked a challenge, not refused, and gets through once the page solves it', async () => {
    const made = await makePage();
    const from = throughSite('203.0.113.7');
    const read = () => managePage(made.code, { key: made.key, op: 'read' }, from);
    let answer = await read();
    while (answer.status === 200) answer = await read();
    expect(answer.status).toBe(429);
    const proof = await solve(challengeOf(answer.body)!);
    const solved = await managePage(
      made.code,
      { key: made.key, op: 'delete' },
      {
        ...from,
        [PROOF_HEADER]: proof,
      },
    );
    expect(solved.status).toBe(200);
    expect(solved.body).toEqual({ deleted: true });
  });
});
