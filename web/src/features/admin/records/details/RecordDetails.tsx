import type { PartnerRecord, StoredRecord } from '@hope/domain/records';
import { useEffect, useState } from 'react';
import type { LiveState } from '../../data/live-collection';
import type { KindFilters, KindRecord, KindSort, RecordKind } from '../../kinds';
import { HistoryPanel } from '../../history/HistoryPanel';
import { EditRecord } from './EditRecord';
import { BenefitsPanel } from './ledger/BenefitsPanel';
import { ManageLinkSection } from '../../manage-link/ManageLinkSection';
import { ReceiptsPanel } from '../../receipts/ReceiptsPanel';
import { MoneyPanel } from './money/MoneyPanel';
import { ReadFields } from './ReadFields';
import { StudentsPanel } from './StudentsPanel';
import { saveStudents } from './save-students';
import './details.css';
import { useMay, ViewOnlyNote } from '../../auth/role';

interface Props<R extends KindRecord, F extends KindFilters, S extends KindSort, Form> {
  kind: RecordKind<R, F, S, Form>;
  live: LiveState<R>;
  id: string;
  onBack: () => void;
}

/** Donation Details / Partner Details: read mode with Back and Edit, or the edit form with Cancel and Save. */
export function RecordDetails<R extends KindRecord, F extends KindFilters, S extends KindSort, Form>({
  kind,
  live,
  id,
  onBack,
}: Props<R, F, S, Form>) {
  const [editing, setEditing] = useState(false);
  const record = live.records.find((candidate) => candidate.id === id);
  const { details } = kind;
  const mayEdit = useMay('editRecords');

  useEffect(() => {
    // A block body: Chromium's scrollTo returns a promise, which React would take for a cleanup function.
    window.scrollTo(0, 0);
  }, [id]);

  const back = (
    <button type="button" className="button secondary" onClick={onBack}>
      <span aria-hidden="true">←</span> Back
    </button>
  );

  if (!record) {
    return (
      <section className="record-details">
        <div className="details-toolbar">{back}</div>
        <h1>{details.title}</h1>
        <p className="muted">{live.status === 'loading' ? 'Loading...' : 'This record was not found.'}</p>
      </section>
    );
  }

  if (editing && mayEdit) {
    return <EditRecord kind={kind} record={record} onDone={() => setEditing(false)} />;
  }

  return (
    <section className="record-details" aria-labelledby="details-title">
      <div className="details-toolbar">
        {back}
        {mayEdit && (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Edit
          </button>
        )}
      </div>
      {!mayEdit && <ViewOnlyNote />}
      <header className="details-header">
        <h1 id="details-title">{details.title}</h1>
        <p className="details-name">{details.heading(record)}</p>
      </header>
      <ReadFields record={record} sections={details.sections.slice(0, 1)} />
      <StudentsPanel
        children={record.children_data}
        gradeTeachers={record.grade_teacher_data}
        amount={details.amount(record)}
        onSave={(students, opened) => void saveStudents(kind.collection, record.id, opened, students)}
        record={record}
      />
      <ReadFields record={record} sections={details.sections.slice(1, 2)} />
      <MoneyPanel
        target={{ collection: kind.collection, id: record.id }}
        record={record as unknown as StoredRecord}
        expected={details.amount(record)}
      />
      {details.benefitsLedger && <BenefitsPanel record={record as unknown as PartnerRecord} />}
      <ReceiptsPanel recordId={record.id} record={record as unknown as StoredRecord} />
      <ManageLinkSection
        target={{ collection: kind.collection, id: record.id }}
        record={record as unknown as StoredRecord}
      />
      <ReadFields record={record} sections={details.sections.slice(2)} />
      <HistoryPanel collection={kind.collection} id={record.id} />
    </section>
  );
}
