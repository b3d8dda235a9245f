import { lazy } from 'react';
import { openCatalogue } from '../../i18n';

/*
 * The first load of / carries the main step only: the forms (react-hook-form, zod, the dialog), the budget
 * chart and the class leaderboard (shown only when the school turns it on) arrive when asked for. The preload
 * functions start a download a moment early (pointer over a choice, focus on Learn More) so the wait is rarely
 * seen.
 */
// The donation form also opens on a student's page, whose visit may not have the main page's texts yet.
const loadDonateForm = async () =>
  (await Promise.all([import('./donate/DonateForm'), openCatalogue('main')]))[0];
const loadSponsorForm = () => import('./sponsor/SponsorForm');
const loadBudgetDialog = () => import('./budget/BudgetDialog');
const loadClassLeaderboard = () => import('./main/ClassLeaderboard');

export const DonateForm = lazy(async () => ({ default: (await loadDonateForm()).DonateForm }));
export const SponsorForm = lazy(async () => ({ default: (await loadSponsorForm()).SponsorForm }));
export const BudgetDialog = lazy(async () => ({ default: (await loadBudgetDialog()).BudgetDialog }));
export const ClassLeaderboard = lazy(async () => ({
  default: (await loadClassLeaderboard()).ClassLeaderboard,
}));

export const preload = {
  donate: () => void loadDonateForm(),
  'community-partner': () => void loadSponsorForm(),
  budget: () => void loadBudgetDialog(),
};
