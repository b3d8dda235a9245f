import { schoolConfig } from '@hope/domain';

/** One colour per budget item, dark enough to read white text against and told apart by hue. */
const PALETTE = ['#1d4ed8', '#0f766e', '#b45309', '#be185d', '#6d28d9'];

export interface BudgetItem {
  id: string;
  label: string;
  value: number;
  color: string;
}

export const budgetItems: readonly BudgetItem[] = schoolConfig.budgetBreakdown.map((item, index) => ({
  id: item.label,
  label: item.label,
  value: item.dollarsPer1000,
  color: PALETTE[index % PALETTE.length] ?? '#1d4ed8',
}));
