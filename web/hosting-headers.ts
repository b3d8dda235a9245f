// The response headers Firebase Hosting sends, read from firebase.json, for the local server that stands in for
// Hosting (`vite preview`, which the browser tests use): one source, no copy to drift.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
type Rewrite = { source: string; function?: { functionId: string } };
type FirebaseJson = {
  hosting: { headers?: HeaderRule[]; ignore?: string[]; rewrites?: Rewrite[] };
  emulators: Record<'auth' | 'firestore', { host: string; port: number }>;
};

const firebaseJson = JSON.parse(
  readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
) as FirebaseJson;

/** Hosting's globs as firebase.json uses them (`**`, `*`); anything else fails here rather than match wrongly. */
function globToRegExp(glob: string): RegExp {
  if (/[?{}[\]()!@+]/.test(glob)) throw new Error(`hosting-headers: glob not supported here: ${glob}`);
  const path = glob.startsWith('/') ? glob : `/${glob}`;
  const pattern = path
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.^$|\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

const rules = (firebaseJson.hosting.headers ?? []).map((rule) => ({
  ...rule,
  match: globToRegExp(rule.source),
}));

const ignored = (firebaseJson.hosting.ignore ?? []).map(globToRegExp);

/**
 * The paths Hosting rewrites to a function of their own, in firebase.json's order: the dev server proxies the
 * same paths, so a new function needs one line, in firebase.json. `exact`: one path (the callables, the
 * webhook); otherwise `path` is the regular expression of a pattern ('/s/*', a student page's HTML and its image),
 * whose function receives the path itself. The catch-all `/api/**` is the dev server's own last entry.
 */
export function hostingFunctionPaths(): { path: string; functionId: string; exact: boolean }[] {
  return (firebaseJson.hosting.rewrites ?? []).flatMap((rewrite) => {
    if (!rewrite.function || rewrite.source.includes('**')) return [];
    const exact = !rewrite.source.includes('*');
    const path = exact ? rewrite.source : globToRegExp(rewrite.source).source;
    return [{ path, functionId: rewrite.function.functionId, exact }];
  });
}

/** Files Hosting does not publish (`hosting.ignore`, source maps among them): the local server answers 404. */
export function hostingIgnores(path: string): boolean {
  return ignored.some((pattern) => pattern.test(path));
}

/** Every matching rule applies, in order, a later one replacing an earlier one's header: as Hosting does. */
export function hostingHeadersFor(path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.match.test(path)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return headers;
}

/**
 * Local only: the app built for the emulators talks to the Auth and Firestore emulators (their ports from
 * firebase.json) and hands payers to the local Stripe sandbox's checkout pages instead of checkout.stripe.com.
 */
const { auth, firestore } = firebaseJson.emulators;
const LOCAL_SOURCES: Record<string, string[]> = {
  'connect-src': [`http://${auth.host}:${auth.port}`, `http://${firestore.host}:${firestore.port}`],
  'form-action': ['http://localhost:12111', 'http://127.0.0.1:12111'],
};

export function withLocalSources(policy: string, more: Record<string, string[]> = {}): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0]!;
      const extra = [...(LOCAL_SOURCES[name] ?? []), ...(more[name] ?? [])];
      return extra.length ? `${directive.trim()} ${extra.join(' ')}` : directive.trim();
    })
    .join('; ');
}

/**
 * Connect middleware: sets the headers Hosting would send for the requested path (before any rewrite: Hosting
 * matches the URL the browser asked for) just before the response head goes out, so they win over the static
 * server's own Cache-Control exactly as Hosting's do.
 */
export function hostingHeaders(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  setHostingHeaders(req, res, {});
  next();
}

/**
 * The same for the dev server (`npm start`), whose page carries one inline script of its own, React's refresh
 * preamble: the policy also allows the script carrying this start's nonce (Vite's `html.cspNonce`), and no other.
 */
export function devHostingHeaders(nonce: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    setHostingHeaders(req, res, { 'script-src': [`'nonce-${nonce}'`] });
    next();
  };
}

function setHostingHeaders(req: IncomingMessage, res: ServerResponse, more: Record<string, string[]>): void {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const headers = hostingHeadersFor(path);
  const csp = headers.get('Content-Security-Policy');
  if (csp) headers.set('Content-Security-Policy', withLocalSources(csp, more));
  const ours = new Set([...headers.keys()].map((key) => key.toLowerCase()));
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const [key, value] of headers) res.setHeader(key, value);
    // Headers handed to writeHead itself (the static server's Cache-Control) would otherwise win.
    for (const arg of args) {
      if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue;
      for (const key of Object.keys(arg))
        if (ours.has(key.toLowerCase())) delete (arg as Record<string, unknown>)[key];
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
}
