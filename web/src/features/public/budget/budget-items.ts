import { budgetItems as settingsBudget, type SchoolSettings } from '@hope/domain/settings';

/** One colour per budget item, dark enough to read white text against and told apart by hue. */
const PALETTE = ['#1d4ed8', '#0f766e', '#b45309', '#be185d', '#6d28d9', '#4d7c0f', '#0e7490', '#9f1239'];

export interface BudgetItem {
  id: string;
  label: string;
  value: number;
  color: string;
}

/** The school's budget as the dialog draws it: what each $1,000 pays for, one colour each. */
export function budgetChartItems(settings: Pick<SchoolSettings, 'budget'>): BudgetItem[] {
  return settingsBudget(settings).map((item, index) => ({
    id: item.label,
    label: item.label,
    value: item.dollarsPer1000,
    color: PALETTE[index % PALETTE.length] ?? '#1d4ed8',
  }));
}
