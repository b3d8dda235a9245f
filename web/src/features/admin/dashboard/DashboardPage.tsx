import { computeDashboard, dashboardExplanations, studentPageSplit } from '@hope/domain/dashboard';
import { messages } from '@hope/domain/messages';
import { formatCurrency } from '@hope/domain/money';
import { useSettings } from '#settings';
import { useMemo, type ReactNode } from 'react';
import { FailedMailNotice } from '../receipts/FailedMailNotice';
import { MoneyNotices } from '../money-notices/MoneyNotices';
import { useLiveDonations, useLivePartners } from '../data/useLiveRecords';
import { CampaignProgressSection } from './CampaignProgressSection';
import { CampaignSummary } from './CampaignSummary';
import { FigureCard } from './FigureCard';
import { RecentActivity } from './RecentActivity';
import { useNarrowScreen } from './useNarrowScreen';
import { useSchoolToday } from './useSchoolToday';
import './dashboard.css';

/**
 * The team's morning picture, live: every figure comes from the domain's computeDashboard over the shared
 * listeners' records (the chosen campaign's), recomputed when a record changes or a new day begins in school time.
 */
export function DashboardPage() {
  const donations = useLiveDonations();
  const partners = useLivePartners();
  const { time_zone: timeZone } = useSettings();
  const today = useSchoolToday(timeZone);
  const compact = useNarrowScreen();
  const figures = useMemo(
    () => computeDashboard(timeZone, donations.records, partners.records, today),
    [timeZone, donations.records, partners.records, today],
  );
  const explanations = useMemo(() => dashboardExplanations(timeZone), [timeZone]);
  const pageSplit = useMemo(() => studentPageSplit(donations.records), [donations.records]);

  if (donations.status === 'loading' || partners.status === 'loading') {
    return (
      <p role="status" className="dashboard-loading">
        {messages.loading.dashboard}
      </p>
    );
  }

  const money = (value: number) => formatCurrency(value, { compact });
  const count = (value: number) => value.toLocaleString('en-US');
  const gifts = (value: number) => `${count(value)} ${value === 1 ? 'gift' : 'gifts'}`;
  return (
    <div className="dashboard">
      <h1>Dashboard</h1>
      <FailedMailNotice />
      <MoneyNotices />
      <CampaignSummary totalPledged={figures.totalPledged} money={money} />
      <div className="figure-grid figure-grid-totals">
        <FigureCard
          label="Total Pledged Amount"
          value={money(figures.totalPledged)}
          explanation={explanations.totalPledged}
        />
        <FigureCard
          label="Projected Total Net Revenue"
          value={money(figures.projectedNet)}
          explanation={explanations.projectedNet}
        />
        <FigureCard
          label="Net Revenue To Date"
          value={money(figures.netToDate)}
          explanation={explanations.netToDate}
        />
      </div>
      <div className="figure-grid figure-grid-counts">
        <FigureCard
          size="small"
          label="Today"
          value={count(figures.counts.today)}
          explanation={explanations.today}
        />
        <FigureCard
          size="small"
          label="Past Week"
          value={count(figures.counts.pastWeek)}
          explanation={explanations.pastWeek}
        />
        <FigureCard
          size="small"
          label="Past Month"
          value={count(figures.counts.pastMonth)}
          explanation={explanations.pastMonth}
        />
      </div>
      <div className="dashboard-overviews">
        <OverviewSection
          id="donations-overview"
          split
          title="Donations Overview"
          countLabel="Total Donations"
          amountLabel="Donation Amount"
          count={count(figures.donations.count)}
          amount={money(figures.donations.amount)}
          countExplanation={explanations.donationsCount}
          amountExplanation={explanations.donationsAmount}
        >
          <FigureCard
            size="small"
            heading="h3"
            label="Through Student Pages"
            value={money(pageSplit.throughPages.amount)}
            note={gifts(pageSplit.throughPages.count)}
            explanation={explanations.studentPages}
          />
          <FigureCard
            size="small"
            heading="h3"
            label="Direct Gifts"
            value={money(pageSplit.direct.amount)}
            note={gifts(pageSplit.direct.count)}
          />
        </OverviewSection>
        <OverviewSection
          id="partners-overview"
          title="Community Partners"
          countLabel="Total Partners"
          amountLabel="Partnership Amount"
          count={count(figures.partners.count)}
          amount={money(figures.partners.amount)}
          countExplanation={explanations.partnersCount}
          amountExplanation={explanations.partnersAmount}
        >
          <FigureCard
            size="small"
            heading="h3"
            label="Benefits Owed"
            value={count(figures.benefitsOwed)}
            explanation={explanations.benefitsOwed}
          />
        </OverviewSection>
      </div>
      <RecentActivity donations={figures.recentDonations} partners={figures.recentPartners} money={money} />
      <CampaignProgressSection donations={donations.records} partners={partners.records} today={today} />
    </div>
  );
}

interface OverviewSectionProps {
  /** Further cards of the section. */
  children?: ReactNode;
  /** Four cards: two rows of two rather than one row. */
  split?: boolean;
  id: string;
  title: string;
  countLabel: string;
  amountLabel: string;
  count: string;
  amount: string;
  /** What the count and the amount take in (the lists and the Classes screen count other things). */
  countExplanation: string;
  amountExplanation: string;
}

/** Donations Overview and Community Partners: a count and an amount under one heading. */
function OverviewSection({
  id,
  title,
  countLabel,
  amountLabel,
  count,
  amount,
  countExplanation,
  amountExplanation,
  children,
  split = false,
}: OverviewSectionProps) {
  return (
    <section className="dashboard-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={`figure-grid figure-grid-pair${split ? ' figure-grid-split' : ''}`}>
        <FigureCard
          size="small"
          heading="h3"
          label={countLabel}
          value={count}
          explanation={countExplanation}
        />
        <FigureCard
          size="small"
          heading="h3"
          label={amountLabel}
          value={amount}
          explanation={amountExplanation}
        />
        {children}
      </div>
    </section>
  );
}
