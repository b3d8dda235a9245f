import { lazy } from 'react';
import { openCatalogue } from '../../../i18n';

/*
 * The first load of / carries the main step only: the form (react-hook-form, zod, the student dialog) arrives
 * when it is asked for, and preloadDonateForm starts that download a moment early (a pointer over Donate).
 */
// The donation form also opens on a student's page, whose visit may not have the main page's texts yet.
const loadDonateForm = async () => (await Promise.all([import('./DonateForm'), openCatalogue('main')]))[0];

export const DonateForm = lazy(async () => ({ default: (await loadDonateForm()).DonateForm }));

export const preloadDonateForm = () => void loadDonateForm();
