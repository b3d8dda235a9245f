import { z } from 'zod';

// Every schema of the app is built with this `z`, configured before the first schema exists: zod decides when
// a schema is built whether to compile its parser with `new Function`, and the site's Content-Security-Policy
// forbids eval (the browser reports even zod's probe for it as a violation). Interpreted parsing is fast
// enough for forms and requests alike.
z.config({ jitless: true });

export { z };
