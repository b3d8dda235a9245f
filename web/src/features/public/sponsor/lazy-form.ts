import { lazy } from 'react';

/* The Community Partner form arrives when it is asked for; preloadSponsorForm starts that a moment early. */
const loadSponsorForm = () => import('./SponsorForm');

export const SponsorForm = lazy(async () => ({ default: (await loadSponsorForm()).SponsorForm }));

export const preloadSponsorForm = () => void loadSponsorForm();
