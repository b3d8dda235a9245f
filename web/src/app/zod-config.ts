import { z } from 'zod';

// Our Content-Security-Policy allows no eval: zod must not even probe for `new Function` (the browser reports
// the blocked probe as a violation). Its interpreted parsing is fast enough for forms. main.tsx imports this
// module first, so the setting is in place before any other module builds or parses a schema.
z.config({ jitless: true });
