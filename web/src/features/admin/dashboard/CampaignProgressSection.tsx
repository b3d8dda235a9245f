import { campaignSeries, giftsByType, giftTypeLabels } from '@hope/domain/dashboard';
import { formatCurrency } from '@hope/domain/money';
import { useSettings } from '#settings';
import { lazy, Suspense, useMemo } from 'react';
import type { DonationRecord, PartnerRecord } from '@hope/domain/records';
import { useCampaignScope } from '../data/campaign-selection';

const CampaignLine = lazy(async () => ({ default: (await import('./CampaignLine')).CampaignLine }));

interface Props {
  donations: readonly DonationRecord[];
  partners: readonly PartnerRecord[];
  today: Date;
}

/**
 * The chosen campaign over its days: a chart of pledged and net received (with the same figures as a table
 * for screen readers and keyboards), and the gifts by how they were given.
 */
export function CampaignProgressSection({ donations, partners, today }: Props) {
  const campaign = useCampaignScope()?.chosen ?? null;
  const { time_zone: timeZone } = useSettings();
  const days = useMemo(
    () => (campaign ? campaignSeries(timeZone, [...donations, ...partners], campaign, today) : []),
    [campaign, timeZone, donations, partners, today],
  );
  const gifts = useMemo(() => giftsByType(donations, partners), [donations, partners]);
  // The table lists the days on which a total changed (and the first and last), not every quiet day.
  const rows = days.filter(
    (day, index) =>
      index === 0 ||
      index === days.length - 1 ||
      day.pledged !== days[index - 1]!.pledged ||
      day.net !== days[index - 1]!.net,
  );
  return (
    <>
      {campaign && days.length > 0 && (
        <section className="dashboard-section" aria-labelledby="campaign-days-title">
          <h2 id="campaign-days-title">Pledged and Received, {campaign.name}</h2>
          <div className="card campaign-chart">
            <Suspense fallback={<div className="campaign-line" />}>
              <CampaignLine days={days} />
            </Suspense>
            <details className="campaign-table">
              <summary>Show the figures as a table</summary>
              <table>
                <caption className="visually-hidden">
                  Pledged and net received so far, on each day a total changed
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Pledged</th>
                    <th scope="col">Net received</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{day.day}</th>
                      <td>{formatCurrency(day.pledged)}</td>
                      <td>{formatCurrency(day.net)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </div>
        </section>
      )}
      <section className="dashboard-section" aria-labelledby="gifts-by-type-title">
        <h2 id="gifts-by-type-title">Gifts by Type</h2>
        <ul className="card gifts-by-type">
          {gifts.map((gift) => (
            <li key={gift.type}>
              <span>{giftTypeLabels[gift.type]}</span>
              <span className="gifts-count">{gift.count}</span>
              <strong>{formatCurrency(gift.amount)}</strong>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
