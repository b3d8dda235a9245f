import { describe, expect, it } from 'vitest';
import { pageScripts } from '../src/smoke/app-page';
import { cspDifferences, parseCsp } from '../src/smoke/csp';
import { FUNCTION_ADDRESS } from '../src/smoke/function-addresses';
import { headerDifferences, securityHeaders } from '../src/smoke/headers';
import type { Answer } from '../src/smoke/site';

const CSP = "default-src 'none'; script-src 'self'; connect-src 'self' https://firestore.googleapis.com";
const answerWith = (headers: Record<string, string>): Answer => ({
  status: 200,
  headers: new Headers(headers),
  text: '',
});

describe("the smoke check's parts", () => {
  it('compares a CSP directive by directive, source by source', () => {
    expect(parseCsp(CSP).get('connect-src')).toEqual(["'self'", 'https://firestore.googleapis.com']);
    expect(cspDifferences(CSP, CSP, false)).toEqual([]);
    expect(cspDifferences(CSP, "script-src 'self' 'unsafe-eval'; default-src 'none'", false)).toEqual([
      "script-src adds 'unsafe-eval'",
      'connect-src missing',
    ]);
    expect(cspDifferences(CSP, `${CSP}; frame-src *`, false)).toEqual(['frame-src added']);
  });

  it("lets only a local site add this machine's addresses and the dev server's nonce", () => {
    const local = `${CSP} http://127.0.0.1:8080 http://localhost:9099`;
    expect(cspDifferences(CSP, local, true)).toEqual([]);
    expect(cspDifferences(CSP, local, false)).toEqual([
      'connect-src adds http://127.0.0.1:8080 http://localhost:9099',
    ]);
    expect(cspDifferences(CSP, `${CSP} https://evil.example`, true)).toEqual([
      'connect-src adds https://evil.example',
    ]);
    const dev = CSP.replace("script-src 'self'", "script-src 'self' 'nonce-q1w2E3+/r4=='");
    expect(cspDifferences(CSP, dev, true)).toEqual([]);
    expect(cspDifferences(CSP, dev, false)).toEqual(["script-src adds 'nonce-q1w2E3+/r4=='"]);
    expect(cspDifferences(CSP, CSP.replace("'self'", "'self' 'unsafe-inline'"), true)).toEqual([
      "script-src adds 'unsafe-inline'",
    ]);
  });

  it("holds a site to firebase.json's headers on **, naming each one missing or different", () => {
    const expected = securityHeaders();
    expect(expected.map(({ key }) => key)).toContain('Strict-Transport-Security');
    const all = Object.fromEntries(expected.map(({ key, value }) => [key, value]));
    expect(headerDifferences(answerWith(all), false)).toEqual([]);
    const { 'X-Content-Type-Options': _dropped, ...fewer } = all;
    expect(headerDifferences(answerWith({ ...fewer, 'Referrer-Policy': 'no-referrer' }), false)).toEqual([
      'X-Content-Type-Options missing',
      'Referrer-Policy is "no-referrer", firebase.json says "strict-origin-when-cross-origin"',
    ]);
  });

  it("finds a function's own address, never the Functions SDK's unused template", () => {
    expect('fetch("https://us-central1-hope-fund.cloudfunctions.net/api")').toMatch(FUNCTION_ADDRESS);
    expect('"https://api-abc123-uc.a.run.app/x"').toMatch(FUNCTION_ADDRESS);
    expect('`https://${this.region}-${t}.cloudfunctions.net/${e}`').not.toMatch(FUNCTION_ADDRESS);
  });

  it("reads the page's own scripts: its entry and the chunks it preloads", () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">' +
      '<link rel="stylesheet" href="/assets/index-c3.css"><script src="https://cdn.example/x.js"></script>';
    expect(pageScripts(html)).toEqual(['/assets/index-a1.js', '/assets/react-b2.js']);
  });
});
