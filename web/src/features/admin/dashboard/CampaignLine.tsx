import { ResponsiveLine } from '@nivo/line';
import { type SeriesDay } from '@hope/domain/dashboard';
import { formatCurrency } from '@hope/domain/money';

/**
 * The line chart of pledged and net received over the campaign's days (split off: nivo loads only here).
 * Decorative for screen readers: the table beside it carries the same figures.
 */
export function CampaignLine({ days }: { days: readonly SeriesDay[] }) {
  const series = [
    { id: 'Pledged', data: days.map((day) => ({ x: day.day, y: day.pledged })) },
    { id: 'Net received', data: days.map((day) => ({ x: day.day, y: day.net })) },
  ];
  const tickEvery = Math.max(1, Math.ceil(days.length / 6));
  return (
    <div className="campaign-line" aria-hidden="true">
      <ResponsiveLine
        data={series}
        margin={{ top: 12, right: 16, bottom: 40, left: 64 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        // The design tokens --brand and --accent: nivo draws with SVG attributes, where CSS variables do not apply.
        colors={['#1d4ed8', '#f59e0b']}
        axisBottom={{
          tickValues: days.filter((_, index) => index % tickEvery === 0).map((day) => day.day),
          format: (value: string) => value.slice(5),
        }}
        axisLeft={{ format: (value: number) => formatCurrency(value, { compact: true }), tickValues: 5 }}
        enablePoints={days.length <= 31}
        pointSize={5}
        useMesh
        animate={false}
        legends={[{ anchor: 'top-left', direction: 'row', itemWidth: 110, itemHeight: 18, translateX: 8 }]}
      />
    </div>
  );
}
