import { countedRecords, messages, rankClasses, summarizeClasses } from '@hope/domain';
import { useMemo } from 'react';
import { useLiveDonations, useLivePartners } from '../data/useLiveRecords';
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

  return (
    <div className="classes">
      <h1>Classes</h1>
      <ClassesBody
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
}: {
  loading: boolean;
  failed: boolean;
  ranking: ReturnType<typeof rankClasses>;
}) {
  if (loading) return <p role="status">{messages.loading.classes}</p>;
  if (failed) {
    return (
      <p role="alert" className="error">
        {messages.admin.classesFailed}
      </p>
    );
  }
  return (
    <>
      <ClassSummaryCards summary={summarizeClasses(ranking)} />
      <ClassRankings ranking={ranking} />
    </>
  );
}
