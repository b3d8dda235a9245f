import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HANDLED_EVENT_TYPES } from '../src/webhook/dispatch';

/*
 * The operator creates Stripe's webhook endpoint from the list in docs/deploy.md. An event the handler table
 * handles but the endpoint does not send never arrives (a refund that failed stays "refunded" in the books),
 * so the list in the docs is held to the table's keys exactly.
 */
const deployDoc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
const START = '<!-- webhook-events:start -->';
const END = '<!-- webhook-events:end -->';

/** The event types named in `code` between the two markers of docs/deploy.md, in their order. */
function documentedEvents(markdown: string): string[] {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/deploy.md has no ${START} ... ${END} list`);
  const block = markdown.slice(start + START.length, end);
  return [...block.matchAll(/`([a-z_]+(?:\.[a-z_]+)+)`/g)].map(([, type]) => type!);
}

describe("Stripe's webhook events in docs/deploy.md", () => {
  it('are exactly the event types the handler table handles, each once', () => {
    const documented = documentedEvents(deployDoc);
    expect(new Set(documented).size, 'no event is listed twice').toBe(documented.length);
    expect([...documented].sort()).toEqual([...HANDLED_EVENT_TYPES].sort());
  });

  it('are read from the marked list only', () => {
    expect(documentedEvents(`a \`x.y\` ${START} \`charge.updated\`, \`payout.paid\` ${END} \`a.b\``)).toEqual(
      ['charge.updated', 'payout.paid'],
    );
    expect(() => documentedEvents('`charge.updated`')).toThrow(/no <!-- webhook-events:start -->/);
  });
});
