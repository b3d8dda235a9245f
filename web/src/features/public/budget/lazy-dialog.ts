import { lazy } from 'react';

/* Where Your Money Goes (and its chart) arrives when asked for; preloadBudgetDialog starts that a moment early. */
const loadBudgetDialog = () => import('./BudgetDialog');

export const BudgetDialog = lazy(async () => ({ default: (await loadBudgetDialog()).BudgetDialog }));

export const preloadBudgetDialog = () => void loadBudgetDialog();
