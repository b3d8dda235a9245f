import { useSettings } from '#settings';
import { type DashboardDonation, type DashboardPartner } from '@hope/domain/dashboard';
import { donationPledged, donationTypeLabel, partnerPledged } from '@hope/domain/lists';
import { messages } from '@hope/domain/messages';
import { DONATIONS_COLLECTION, PARTNERS_COLLECTION } from '@hope/domain/records';
import { formatSchoolDay } from '@hope/domain/time';
import { Link } from 'react-router';
import { listPathOf } from '../kinds';

interface ActivityItem {
  id: string;
  title: string;
  detail: string;
  amount: string;
  date: string;
}

interface ActivityListProps {
  title: string;
  /** The list screen that opens the record (its id goes as `selectedId` in the navigation state). */
  listPath: string;
  items: ActivityItem[];
  emptyText: string;
}

function ActivityList({ title, listPath, items, emptyText }: ActivityListProps) {
  return (
    <section className="activity-list" aria-label={`Recent ${title.toLowerCase()}`}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={listPath} state={{ selectedId: item.id }} className="activity-item">
                <span className="activity-main">
                  <span className="activity-title">{item.title}</span>
                  <span className="activity-detail">{item.detail}</span>
                </span>
                <span className="activity-side">
                  <span className="activity-amount">{item.amount}</span>
                  <span className="activity-date">{item.date}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface RecentActivityProps {
  donations: readonly DashboardDonation[];
  partners: readonly DashboardPartner[];
  money: (value: number) => string;
}

/** The 5 latest donations and partners (the domain picks them); a click opens the record on its list. */
export function RecentActivity({ donations, partners, money }: RecentActivityProps) {
  const { time_zone: timeZone } = useSettings();
  return (
    <section className="dashboard-section" aria-labelledby="recent-activity">
      <h2 id="recent-activity">Recent Activity</h2>
      <div className="activity-columns">
        <ActivityList
          title="Donations"
          listPath={listPathOf(DONATIONS_COLLECTION)}
          emptyText={messages.empty.recentDonations}
          items={donations.map((record) => ({
            id: record.id,
            title: record.parent_name,
            detail: donationTypeLabel(record),
            amount: money(donationPledged(record)),
            date: formatSchoolDay(timeZone, record.created_at),
          }))}
        />
        <ActivityList
          title="Partners"
          listPath={listPathOf(PARTNERS_COLLECTION)}
          emptyText={messages.empty.recentPartners}
          items={partners.map((record) => ({
            id: record.id,
            title: record.company_name,
            detail: record.contact_name ?? '',
            amount: money(partnerPledged(record)),
            date: formatSchoolDay(timeZone, record.created_at),
          }))}
        />
      </div>
    </section>
  );
}
