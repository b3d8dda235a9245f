import { describe, expect, it } from 'vitest';
import { urls } from '../../support/emulators';
import { makePage, managePage, usePagesBed } from '../../support/pages-bed';

usePagesBed();

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
    expect(page).toContain('<meta name="twitter:card" content="summary" />');
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
