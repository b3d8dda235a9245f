import { useSettings } from '#settings';
import {
  chooseFields,
  csvFileName,
  exportCsv,
  filterByPaymentDate,
  noPaymentDateFilter,
  type PaymentDateFilter,
} from '@hope/domain/csv';
import { countedRecords } from '@hope/domain/records';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { AnyRecordKind } from '../../kinds';
import { DateFilter } from './DateFilter';
import { downloadCsv } from '../../../../lib/download';
import { FieldPicker } from './FieldPicker';
import '../add/add-record.css';
import './export.css';

/** The one export screen: pick columns and a payment date range, then download the CSV made in the browser. */
export function ExportScreen({ kind }: { kind: AnyRecordKind }) {
  const { fields, title } = kind.export;
  const { time_zone: timeZone } = useSettings();
  const live = kind.useRecords();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(fields.map((field) => field.key)));
  const [dates, setDates] = useState<PaymentDateFilter>(noPaymentDateFilter);
  // Voided records are never exported from here (the list's own export includes them when shown).
  const records = useMemo(
    () => filterByPaymentDate(timeZone, countedRecords(live.records), dates),
    [timeZone, live.records, dates],
  );
  const loading = live.status === 'loading';

  function exportNow() {
    const csv = exportCsv(timeZone, records, chooseFields(fields, selected));
    downloadCsv(csv, csvFileName(timeZone, kind.noun, false, new Date()));
  }

  return (
    <div className="record-form">
      <header className="record-form-header">
        <Link to={kind.path} className="back-link" aria-label={`Back to ${kind.noun}`}>
          <span aria-hidden="true">←</span>
        </Link>
        <h1>{title}</h1>
      </header>
      <FieldPicker fields={fields} selected={selected} onChange={setSelected} />
      <DateFilter value={dates} onChange={setDates} />
      <div className="form-actions">
        <p className="muted" aria-live="polite">
          {loading
            ? `Loading ${kind.noun}...`
            : `${records.length} of ${live.records.length} ${kind.noun} will be exported`}
        </p>
        <button
          type="button"
          className="button"
          disabled={selected.size === 0 || loading}
          onClick={exportNow}
        >
          Export CSV
        </button>
      </div>
    </div>
  );
}
