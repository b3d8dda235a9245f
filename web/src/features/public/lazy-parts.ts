import { lazy } from 'react';

/*
 * The first load of / carries the main step only: the forms (react-hook-form, zod, the dialog), the budget
 * chart and the class leaderboard (shown only when the school turns it on) arrive when asked for. The preload
 * functions start a download a moment early (pointer over a choice, focus on Learn More) so the wait is rarely
 * seen.
 */
const loadDonateForm = () => import('./donate/DonateForm');
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
