import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/App';
import './app/global.css';

// Our Content-Security-Policy allows no eval: zod must not even probe for `new Function` (the browser reports the
// blocked probe as a violation). Its interpreted parsing is fast enough for forms.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
