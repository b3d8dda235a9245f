import { computeDashboard, dashboardExplanations, formatCurrency, messages } from '@hope/domain';
import { useMemo } from 'react';
import { useLiveDonations, useLivePartners } from '../data/useLiveRecords';
import { FigureCard } from './FigureCard';
import { RecentActivity } from './RecentActivity';
import { useNarrowScreen } from './useNarrowScreen';
import { usePacificToday } from './usePacificToday';
import './dashboard.css';

/**
 * The team's morning picture, live: every figure comes from the domain's computeDashboard over the shared
 * listeners' records, recomputed when a record changes or a new Pacific day begins.
 */
export function DashboardPage() {
  const donations = useLiveDonations();
  const partners = useLivePartners();
  const today = usePacificToday();
  const compact = useNarrowScreen();
  const figures = useMemo(
    () => computeDashboard(donations.records, partners.records, today),
    [donations.records, partners.records, today],
  );

  if (donations.status === 'loading' || partners.status === 'loading') {
    return (
      <p role="status" className="dashboard-loading">
        {messages.loading.dashboard}
      </p>
    );
  }

  const money = (value: number) => formatCurrency(value, { compact });
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <div className="dashboard">
      <h1>Dashboard</h1>
      <div className="figure-grid figure-grid-totals">
        <FigureCard
          label="Total Pledged Amount"
          value={money(figures.totalPledged)}
          explanation={dashboardExplanations.totalPledged}
        />
        <FigureCard
          label="Projected Total Net Revenue"
          value={money(figures.projectedNet)}
          explanation={dashboardExplanations.projectedNet}
        />
        <FigureCard
          label="Net Revenue To Date"
          value={money(figures.netToDate)}
          explanation={dashboardExplanations.netToDate}
        />
      </div>
      <div className="figure-grid figure-grid-counts">
        <FigureCard
          size="small"
          label="Today"
          value={count(figures.counts.today)}
          explanation={dashboardExplanations.today}
        />
        <FigureCard
          size="small"
          label="Past Week"
          value={count(figures.counts.pastWeek)}
          explanation={dashboardExplanations.pastWeek}
        />
        <FigureCard
          size="small"
          label="Past Month"
          value={count(figures.counts.pastMonth)}
          explanation={dashboardExplanations.pastMonth}
        />
      </div>
      <div className="dashboard-overviews">
        <section className="dashboard-section" aria-labelledby="donations-overview">
          <h2 id="donations-overview">Donations Overview</h2>
          <div className="figure-grid figure-grid-pair">
            <FigureCard
              size="small"
              heading="h3"
              label="Total Donations"
              value={count(figures.donations.count)}
            />
            <FigureCard
              size="small"
              heading="h3"
              label="Donation Amount"
              value={money(figures.donations.amount)}
            />
          </div>
        </section>
        <section className="dashboard-section" aria-labelledby="partners-overview">
          <h2 id="partners-overview">Community Partners</h2>
          <div className="figure-grid figure-grid-pair">
            <FigureCard
              size="small"
              heading="h3"
              label="Total Partners"
              value={count(figures.partners.count)}
            />
            <FigureCard
              size="small"
              heading="h3"
              label="Partnership Amount"
              value={money(figures.partners.amount)}
            />
          </div>
        </section>
      </div>
      <RecentActivity donations={figures.recentDonations} partners={figures.recentPartners} money={money} />
    </div>
  );
}
