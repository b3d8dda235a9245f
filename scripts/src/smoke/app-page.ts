import { fail, pass, type Check } from './check';
import { glimpse, type Site } from './site';

/** The same-origin scripts the page loads (its entry, and the chunks it preloads), as paths. */
export function pageScripts(html: string): string[] {
  const tags = html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*>/g);
  return [...tags]
    .filter(([tag]) => /^<script/.test(tag) || /rel="modulepreload"/.test(tag))
    .map(([, path]) => path!)
    .filter((path) => path.startsWith('/') && !path.startsWith('//'));
}

export async function readPage(site: Site) {
  const answer = await site.request('/');
  return { answer, scripts: pageScripts(answer.text) };
}

/** `/` is the app's page, and its entry script is served as JavaScript: the page would start. */
export const appPageCheck: Check = {
  name: '/ serves the app',
  run: async (site) => {
    const { answer, scripts } = await readPage(site);
    const html = answer.headers.get('content-type')?.startsWith('text/html');
    if (answer.status !== 200 || !html || !answer.text.includes('<div id="root">'))
      return fail(`expected 200 HTML with <div id="root">, saw ${glimpse(answer)}`);
    const entry = scripts[0];
    if (!entry) return fail('the page names no script of its own');
    const script = await site.request(entry);
    const type = script.headers.get('content-type') ?? '';
    if (script.status !== 200 || !/javascript/.test(type))
      return fail(`its script ${entry} answered ${glimpse(script)}`);
    return pass(
      `200 HTML with the app's root; its script ${entry} is ${script.text.length} bytes of JavaScript`,
    );
  },
};
