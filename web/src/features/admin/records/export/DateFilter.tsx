import { useSettings } from '#settings';
import {
  noPaymentDateFilter,
  paymentDateQuickRange,
  paymentDateQuickRangeLabels,
  paymentDateQuickRangeSchema,
  type PaymentDateFilter,
} from '@hope/domain/csv';
import { useState } from 'react';

interface DateFilterProps {
  value: PaymentDateFilter;
  onChange: (value: PaymentDateFilter) => void;
}

/** The collapsible Date Filter on the payment completion date: quick ranges, or Start and End dates. */
export function DateFilter({ value, onChange }: DateFilterProps) {
  const { time_zone: timeZone } = useSettings();
  const [open, setOpen] = useState(false);
  const active = value.start !== null || value.end !== null;
  return (
    <section className="card export-section">
      <h2 className="export-disclosure-heading">
        <button
          type="button"
          className="export-disclosure"
          aria-expanded={open}
          aria-controls="export-date-filter"
          onClick={() => setOpen(!open)}
        >
          <span>Date Filter{active ? ' (on)' : ''}</span>
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
      </h2>
      <div id="export-date-filter" hidden={!open}>
        <p className="muted">Only records whose payment was completed within these dates are exported.</p>
        <div className="export-actions">
          {paymentDateQuickRangeSchema.options.map((range) => (
            <button
              key={range}
              type="button"
              className="button-secondary"
              onClick={() => onChange(paymentDateQuickRange(timeZone, range, new Date()))}
            >
              {paymentDateQuickRangeLabels[range]}
            </button>
          ))}
          <button type="button" className="button-secondary" onClick={() => onChange(noPaymentDateFilter)}>
            Clear Dates
          </button>
        </div>
        <div className="export-dates">
          <DateInput
            label="Start Date"
            value={value.start}
            onChange={(start) => onChange({ ...value, start })}
          />
          <DateInput label="End Date" value={value.end} onChange={(end) => onChange({ ...value, end })} />
        </div>
      </div>
    </section>
  );
}

function DateInput(props: { label: string; value: string | null; onChange: (value: string | null) => void }) {
  const id = `export-${props.label.toLowerCase().replace(' ', '-')}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="date"
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || null)}
      />
    </div>
  );
}
