import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '@hope/domain/config';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSettings } from '#settings';
import { Dialog } from '../../../ui/Dialog';
import { budgetChartItems } from './budget-items';
import { useStaggeredReveal } from './useStaggeredReveal';
import './budget.css';

// The chart library is the heaviest piece of the page: it downloads when this dialog first opens.
const BudgetPie = lazy(async () => ({ default: (await import('./BudgetPie')).BudgetPie }));

const { budgetAnimationStepMs, budgetHoverDelayMs } = appConfig.timings;

interface BudgetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Where Your Money Goes': the budget as a pie and, for every reader, as a list of dollars per $1,000. */
export function BudgetDialog({ open, onOpenChange }: BudgetDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Where Your Money Goes`}
      description={t`How every $1,000 raised is spent.`}
      size="wide"
      footer={
        <button type="button" className="button" onClick={() => onOpenChange(false)}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <BudgetBreakdown />
    </Dialog>
  );
}

/** Mounted at each opening (Radix unmounts closed content), so the reveal plays each time. */
function BudgetBreakdown() {
  const settings = useSettings();
  const { t } = useLingui();
  const budgetItems = useMemo(() => budgetChartItems(settings), [settings]);
  const [chartReady, setChartReady] = useState(false);
  const onChartReady = useCallback(() => setChartReady(true), []);
  const { shown, interactive, animate } = useStaggeredReveal(
    budgetItems.length,
    budgetAnimationStepMs,
    budgetHoverDelayMs,
    chartReady,
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const highlight = (id: string | null) => interactive && setActiveId(id);

  return (
    <div className="budget">
      <div className="budget-chart" aria-hidden="true">
        <Suspense fallback={<div className="budget-chart-placeholder" />}>
          <BudgetPie
            items={budgetItems}
            shown={shown}
            interactive={interactive}
            animate={animate}
            activeId={activeId}
            onActiveIdChange={highlight}
            onReady={onChartReady}
          />
        </Suspense>
        <span className="budget-chart-center">$1,000</span>
      </div>
      <ul className="budget-list" aria-label={t`Spending per $1,000 raised`}>
        {budgetItems.map((item, index) => (
          <li
            key={item.id}
            className={`budget-item${index < shown ? ' is-shown' : ''}${activeId === item.id ? ' is-active' : ''}`}
            onPointerEnter={() => highlight(item.id)}
            onPointerLeave={() => highlight(null)}
          >
            <span className="budget-swatch" style={{ background: item.color }} aria-hidden="true" />
            <span className="budget-label">{item.label}</span>
            <strong className="budget-amount">${item.value}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
