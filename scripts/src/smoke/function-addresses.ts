import { readPage } from './app-page';
import { fail, pass, type Check } from './check';
import type { Site } from './site';

/**
 * A function's own address (`https://us-central1-<project>.cloudfunctions.net/...`, `https://...run.app`):
 * the page must call its functions through the site's own /api/ paths (Hosting's rewrites), never there, or
 * the CSP, the CDN's caching and the abuse limits' client address would all be bypassed. An address is a whole
 * host: the Functions SDK's own template (`https://${region}-${project}.cloudfunctions.net`), which the app
 * never uses (it calls through the site, web/src/features/admin/data/callable.ts), names none.
 */
export const FUNCTION_ADDRESS = /https?:\/\/[\w-]+(?:\.[\w-]+)*\.(?:cloudfunctions\.net|run\.app)/;
const MAX_FILES = 300;

/** The built chunks a script names (`assets/x.js`, `./x.js` beside it), as site paths. */
function chunksNamed(text: string, from: string): string[] {
  const dir = from.slice(0, from.lastIndexOf('/') + 1);
  const names = text.matchAll(/["'`](?:\/?assets\/|\.\/)([\w.-]+\.js)["'`]/g);
  return [...names].map(([match, name]) => (match.includes('assets/') ? `/assets/${name}` : `${dir}${name}`));
}

/** The page and every script it loads or may load later (the lazy screens' chunks), searched for one. */
export const functionAddressesCheck: Check = {
  name: "the page needs no function's own address",
  run: async (site: Site) => {
    const { answer, scripts } = await readPage(site);
    const found: string[] = [];
    const inPage = answer.text.match(FUNCTION_ADDRESS);
    if (inPage) found.push(`/ names ${inPage[0]}`);
    const queue = [...scripts];
    const seen = new Set<string>();
    while (queue.length > 0 && seen.size < MAX_FILES) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const script = await site.request(path);
      if (script.status !== 200) return fail(`${path} answered ${script.status}`);
      const address = script.text.match(FUNCTION_ADDRESS);
      if (address) found.push(`${path} names ${address[0]}`);
      queue.push(...chunksNamed(script.text, path).filter((chunk) => !seen.has(chunk)));
    }
    return found.length
      ? fail(found.join(' | '))
      : pass(`none in the page and the ${seen.size} scripts it loads or may load`);
  },
};
