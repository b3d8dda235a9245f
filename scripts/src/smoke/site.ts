/** One answer of the site, read whole: what a check looks at. */
export type Answer = { status: number; headers: Headers; text: string };

const TIMEOUT_MS = 20_000;

/** A site under check, by its origin (`https://hope-fund.web.app`, or the local stack's `http://localhost:5173`). */
export class Site {
  readonly origin: string;

  constructor(origin: string) {
    const url = new URL(origin);
    if (!['http:', 'https:'].includes(url.protocol)) throw new Error(`Not a web address: ${origin}`);
    this.origin = url.origin;
  }

  /** This machine's own server (the local stack), where the emulators' and sandbox's addresses may be added. */
  get local(): boolean {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(this.origin).hostname);
  }

  url(path: string): string {
    return new URL(path, this.origin).href;
  }

  /** A request as a browser or Stripe would make it; redirects are answers, never followed. */
  async request(path: string, init: RequestInit = {}): Promise<Answer> {
    const response = await fetch(this.url(path), {
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...init,
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  postJson(path: string, body: unknown): Promise<Answer> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
}

/** The body as JSON, or undefined when it is not JSON. */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return undefined;
  }
}

/** A short view of what came back, for a failure's line. */
export function glimpse(answer: Answer): string {
  const type = answer.headers.get('content-type') ?? 'no content type';
  const body = answer.text.replace(/\s+/g, ' ').trim().slice(0, 120);
  return `${answer.status} (${type})${body ? ` ${body}` : ''}`;
}
