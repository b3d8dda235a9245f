import { classParticipation, rankClasses, summarizeClasses, type Participation } from '@hope/domain/classes';
import { messages } from '@hope/domain/messages';
import { countedRecords } from '@hope/domain/records';
import { classesOfCampaign } from '@hope/domain/settings';
import { useMemo, useState } from 'react';
import { useSettings } from '#settings';
import { useCampaignScope } from '../data/campaign-selection';
import { useLiveDonations, useLivePartners } from '../data/useLiveRecords';
import { ClassParticipation } from './ClassParticipation';
import { ClassRankings } from './ClassRankings';
import { ClassSummaryCards } from './ClassSummaryCards';
import './classes.css';

/**
 * Classes ranked by the student entries of donations and partnerships (voided records left out), live from the
 * shared listeners.
 */
export function ClassesPage() {
  const donations = useLiveDonations();
  const partners = useLivePartners();
  const ranking = useMemo(
    () =>
      rankClasses(
        countedRecords(donations.records).map((record) => record.grade_teacher_data),
        countedRecords(partners.records).map((record) => record.grade_teacher_data),
      ),
    [donations.records, partners.records],
  );
  const settings = useSettings();
  // Sizes come from the classes of the campaign shown: next year's list has next year's sizes.
  const chosen = useCampaignScope()?.chosen ?? null;
  const classes = useMemo(() => classesOfCampaign(settings, chosen), [settings, chosen]);
  const participation = useMemo(
    () =>
      classParticipation(
        [
          ...countedRecords(donations.records).map((r) => ({ ...r, giver: r.parent_name })),
          ...countedRecords(partners.records).map((r) => ({ ...r, giver: r.company_name })),
        ],
        { classes },
      ),
    [donations.records, partners.records, classes],
  );
  // Ranking by donation count is the default; participation compares classes of different sizes.
  const [view, setView] = useState<'count' | 'participation'>('count');

  return (
    <div className="classes">
      <h1>Classes</h1>
      <div className="class-views" role="group" aria-label="Rank classes by">
        <button type="button" aria-pressed={view === 'count'} onClick={() => setView('count')}>
          Donation count
        </button>
        <button
          type="button"
          aria-pressed={view === 'participation'}
          onClick={() => setView('participation')}
        >
          Participation
        </button>
      </div>
      <ClassesBody
        view={view}
        participation={participation}
        loading={donations.status === 'loading' || partners.status === 'loading'}
        failed={donations.status === 'error' || partners.status === 'error'}
        ranking={ranking}
      />
    </div>
  );
}

function ClassesBody({
  loading,
  failed,
  ranking,
  view,
  participation,
}: {
  loading: boolean;
  failed: boolean;
  ranking: ReturnType<typeof rankClasses>;
  view: 'count' | 'participation';
  participation: Participation;
}) {
  if (loading) return <p role="status">{messages.loading.classes}</p>;
  if (failed) {
    return (
      <p role="alert" className="error">
        {messages.admin.classesFailed}
      </p>
    );
  }
  if (view === 'participation') return <ClassParticipation participation={participation} />;
  return (
    <>
      <ClassSummaryCards summary={summarizeClasses(ranking)} />
      <ClassRankings ranking={ranking} />
    </>
  );
}
