// Where Your Money Goes, as the main step opens it: downloaded on demand.
export { BudgetDialog, preloadBudgetDialog } from './lazy-dialog';
