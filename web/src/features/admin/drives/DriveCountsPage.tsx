import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Placeholder } from '../../../ui/Placeholder';
import { useMay, ViewOnlyNote } from '../auth/role';
import { useWatchedDocument, useWatchedQuery } from '../data/provider';
import { AddStudentDialog } from './AddStudentDialog';
import { ChargePledges } from './ChargePledges';
import { CountsForm } from './CountsForm';
import { DriveBreakdown } from './DriveBreakdown';
import { CountsImport } from './CountsImport';
import { countablePages } from './count-rows';
import { ADD_STUDENT_BUTTON_ID } from './RemoveStudent';
// Its own too: a link straight here (a reload, a bookmark) never loads the drives list's chunk.
import './drives.css';
import { campaignPagesQuery, countsDocument, driveDocument, pledgesQuery } from './drives-gateway';

/**
 * A drive's results: the office enters each student's count by class (one number field per student page, and per
 * student without a page it added), or imports them from a spreadsheet, then charges the pledges. Viewers see the counts without changing them.
 */
export function DriveCountsPage() {
  const driveId = useParams().driveId ?? '';
  const drive = useWatchedDocument(driveDocument(driveId));
  const counts = useWatchedDocument(countsDocument(driveId));
  const pledges = useWatchedQuery(pledgesQuery(driveId));
  const pages = useWatchedQuery(drive.data ? campaignPagesQuery(drive.data.campaign_id) : null);
  const mayEdit = useMay('editRecords');
  const students = counts.data?.students;
  const countable = useMemo(() => countablePages(pages.data, students), [pages.data, students]);
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState(false);

  if (drive.status === 'loading') return <Placeholder label="Loading the drive..." height="8rem" />;
  if (!drive.data)
    return (
      <section className="drives-page">
        <h1>Pledge drive not found</h1>
        <Link to="/admin/drives">Back to the pledge drives</Link>
      </section>
    );
  const stored = counts.data?.counts ?? {};
  return (
    <section className="drives-page" aria-labelledby="counts-title">
      <Link to="/admin/drives">Pledge drives</Link>
      <h1 id="counts-title">{drive.data.name}: counts</h1>
      {!mayEdit && <ViewOnlyNote />}
      <ChargePledges drive={drive.data} counts={stored} pledges={pledges.data} mayAct={mayEdit} />
      {pages.status === 'loading' ? (
        <Placeholder label="Loading the students..." height="8rem" />
      ) : countable.length === 0 ? (
        <div className="card counts-head">
          <p>No student pages in this drive's campaign yet.</p>
          {mayEdit && (
            <button
              type="button"
              id={ADD_STUDENT_BUTTON_ID}
              className="button secondary"
              onClick={() => setAdding(true)}
            >
              Add a student without a page
            </button>
          )}
        </div>
      ) : (
        <CountsForm
          drive={drive.data}
          pages={countable}
          stored={stored}
          mayEdit={mayEdit}
          onImport={() => setImporting(true)}
          onAddStudent={() => setAdding(true)}
        />
      )}
      <DriveBreakdown drive={drive.data} pledges={pledges.data} counts={stored} pages={countable} />
      {importing && <CountsImport drive={drive.data} pages={countable} onClose={() => setImporting(false)} />}
      {adding && <AddStudentDialog drive={drive.data} onClose={() => setAdding(false)} />}
    </section>
  );
}
