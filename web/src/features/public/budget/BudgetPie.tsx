import { Pie } from '@nivo/pie';
import { useEffect } from 'react';
import type { BudgetItem } from './budget-items';

interface BudgetPieProps {
  items: BudgetItem[];
  /** Slices from the first up to this count are coloured; the rest wait, transparent, in their place. */
  shown: number;
  interactive: boolean;
  animate: boolean;
  activeId: string | null;
  onActiveIdChange: (id: string | null) => void;
  /** Called once the chart is on screen: the reveal starts then, so slices and list items stay in step. */
  onReady: () => void;
}

const SIZE = 240;

/** The budget donut (decorative: the list beside it carries the same figures for every reader). */
export function BudgetPie({
  items,
  shown,
  interactive,
  animate,
  activeId,
  onActiveIdChange,
  onReady,
}: BudgetPieProps) {
  useEffect(onReady, [onReady]);
  const shownIds = new Set(items.slice(0, shown).map((item) => item.id));
  return (
    <Pie<BudgetItem>
      data={items}
      width={SIZE}
      height={SIZE}
      margin={{ top: 12, right: 12, bottom: 12, left: 12 }}
      innerRadius={0.55}
      padAngle={1}
      cornerRadius={3}
      colors={(datum) => (shownIds.has(String(datum.id)) ? datum.data.color : 'rgba(0,0,0,0)')}
      enableArcLabels={false}
      enableArcLinkLabels={false}
      isInteractive={interactive}
      activeOuterRadiusOffset={8}
      activeId={activeId}
      onActiveIdChange={(id) => onActiveIdChange(id === null ? null : String(id))}
      tooltip={() => null}
      animate={animate}
      motionConfig="gentle"
      role="presentation"
    />
  );
}
