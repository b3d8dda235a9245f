import { lazy } from 'react';

// Its toasts (sonner) arrive with a thank-you, not with the main page's or a student's page's first load.
export const ShareGivingPage = lazy(async () => ({
  default: (await import('./ShareGivingPage')).ShareGivingPage,
}));
