import { SETTINGS_PATH } from '@hope/domain/settings';
import { describe, expect, it } from 'vitest';
import { urls } from '../../support/emulators';
import { makePage, managePage, pagesSettings, usePagesBed } from '../../support/pages-bed';

const admin = usePagesBed();

/** GET /s/<code> as a chat app fetching a link's preview: through the local web server, as through Hosting. */
const html = async (code: string) => {
  const response = await fetch(`${urls.web}/s/${code}`);
  expect(response.status).toBe(200);
  return response.text();
};

describe('GET /s/<code>', () => {
  it("serves the app with the page's Open Graph and Twitter tags: the school and the first name only", async () => {
    const { code, key } = await makePage({ firstName: 'Zoë' });
    const page = await html(code);
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<title>Zoë&#39;s page · Hope Charter School</title>');
    expect(page).toContain('<meta property="og:title" content="Zoë&#39;s page · Hope Charter School" />');
    expect(page).toContain(`<meta property="og:url" content="http://localhost:5173/s/${code}" />`);
    for (const secret of ['Rosa', 'rosa@example.com', 'Rodriguez', 'Zoë R'])
      expect(page).not.toContain(secret);

    await managePage(code, { key, op: 'pause' });
    const generic = await html(code);
    expect(generic).toContain('<meta property="og:title" content="Give to Hope Charter School" />');
    expect(generic).not.toContain('Zoë');
  });

  it('gives the generic tags for an unknown code, escaping what the path carried', async () => {
    const page = await html('%22%3E%3Cscript%3Ex%3C%2Fscript%3E');
    expect(page).toContain('content="Give to Hope Charter School"');
    expect(page).not.toContain('<script>x');
  });
});

describe('the preview’s cache lifetime', () => {
  it('is the same from the function and through the site', async () => {
    const { code } = await makePage();
    const direct = await fetch(`${urls.functionsBase.replace(/\/api$/, '')}/studentPageHtml/s/${code}`);
    const site = await fetch(`${urls.web}/s/${code}`);
    expect(direct.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(site.headers.get('cache-control')).toBe(direct.headers.get('cache-control'));
  });
});

/** The width and height a PNG's header (its IHDR chunk) declares, after checking its signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const image = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    cache: response.headers.get('cache-control'),
  };
};

describe('GET /s/<code>/preview.png', () => {
  it("is the page's 1200 x 630 PNG that og:image names, and the generic one while pages are off", async () => {
    const { code } = await makePage({ firstName: 'Zoë' });
    const url = `${urls.web}/s/${code}/preview.png`;
    const page = await html(code);
    expect(page).toContain(`<meta property="og:image" content="${url}" />`);
    expect(page).toContain('<meta property="og:image:width" content="1200" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const shown = await image(url);
    expect(pngSize(shown.bytes)).toEqual({ width: 1200, height: 630 });
    expect(shown.cache).toBe('public, max-age=60, s-maxage=300');
    const generic = await image(`${urls.web}/s/zzzzzzz/preview.png`);
    expect(pngSize(generic.bytes)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(shown.bytes).equals(Buffer.from(generic.bytes))).toBe(false);

    // Pages turned off: the page's image is the school's generic card, the child named nowhere.
    await admin.db
      .doc(SETTINGS_PATH)
      .set({ ...pagesSettings, studentPages: { ...pagesSettings.studentPages, enabled: false } });
    await expect
      .poll(async () => Buffer.from((await image(url)).bytes).equals(Buffer.from(generic.bytes)), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await html(code)).not.toContain('Zoë');
  });
});
