import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/App';
import { preloadScreenAt } from './app/router';
import './app/global.css';

// Our Content-Security-Policy allows no eval: zod must not even probe for `new Function` (the browser reports the
// blocked probe as a violation). Its interpreted parsing is fast enough for forms.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A split-off first screen (the back office) is rendered once its code is in, so it shows at once rather than
// 300 ms after a Suspense fallback (see lazyScreen). A failed download renders anyway, through Suspense.
const firstScreen = preloadScreenAt(window.location.pathname);
if (firstScreen) void firstScreen.then(render, render);
else render();
