import { classLabelOptions } from '@hope/domain/classes';
import { type DateRangeFilter } from '@hope/domain/lists';
import { paymentStatusLabels, paymentStatusSchema, type GradeTeacher } from '@hope/domain/records';
import { useMemo } from 'react';
import { resolveOptions, type FilterControl, type KindFilters } from '../../kinds';
import { useSettings } from '#settings';
import { AmountInput, ChecksFilter, SelectFilter } from './filter-inputs';

interface Props<F extends KindFilters> {
  id: string;
  controls: readonly FilterControl<F>[];
  filters: F;
  onChange: (patch: Partial<F>) => void;
  onClear: () => void;
  records: readonly { grade_teacher_data: readonly GradeTeacher[] | null }[];
}

const statusOptions = [
  { value: 'all', label: 'All' },
  ...paymentStatusSchema.options.map((status) => ({ value: status, label: paymentStatusLabels[status] })),
];

const dateOptions: { value: DateRangeFilter['kind']; label: string }[] = [
  { value: 'all', label: 'All dates' },
  { value: 'today', label: 'Today' },
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'last_30_days', label: 'Last 30 days' },
  { value: 'custom', label: 'Custom range' },
];

/** Every filter of a list: the kind's own controls, then those both lists share. */
export function FiltersPanel<F extends KindFilters>(props: Props<F>) {
  const { filters, onChange } = props;
  const settings = useSettings();
  const teachers = useMemo(() => classLabelOptions(props.records), [props.records]);
  const range = filters.dateRange;
  const setRange = (patch: Partial<DateRangeFilter>) =>
    onChange({ dateRange: { ...range, ...patch } } as Partial<F>);
  return (
    <section id={props.id} className="filters-panel" aria-label="Filters">
      <div className="filters-grid">
        {props.controls.map((control) =>
          control.control === 'select' ? (
            <SelectFilter
              key={control.key}
              label={control.label}
              options={resolveOptions(control.options, settings)}
              value={filters[control.key] as string}
              onChange={(value) => onChange({ [control.key]: value } as Partial<F>)}
            />
          ) : (
            <ChecksFilter
              key={control.key}
              label={control.label}
              options={resolveOptions(control.options, settings)}
              value={filters[control.key] as string[]}
              onChange={(value) => onChange({ [control.key]: value } as Partial<F>)}
            />
          ),
        )}
        <SelectFilter
          label="Payment Status"
          options={statusOptions}
          value={filters.status}
          onChange={(value) => onChange({ status: value } as Partial<F>)}
        />
        <SelectFilter
          label="Date Range"
          hint="By date created"
          options={dateOptions}
          value={range.kind}
          // Leaving 'Custom range' drops its dates, so no hidden bound stays behind.
          onChange={(kind) =>
            setRange(
              kind === 'custom'
                ? { kind }
                : { kind: kind as DateRangeFilter['kind'], start: null, end: null },
            )
          }
        />
        {range.kind === 'custom' && (
          <>
            <label className="filter-field">
              <span>Start Date</span>
              <input
                type="date"
                value={range.start ?? ''}
                onChange={(e) => setRange({ start: e.target.value || null })}
              />
            </label>
            <label className="filter-field">
              <span>End Date</span>
              <input
                type="date"
                value={range.end ?? ''}
                onChange={(e) => setRange({ end: e.target.value || null })}
              />
            </label>
          </>
        )}
        <AmountInput
          label="Min Amount"
          value={filters.minAmount}
          onChange={(minAmount) => onChange({ minAmount } as Partial<F>)}
        />
        <AmountInput
          label="Max Amount"
          value={filters.maxAmount}
          onChange={(maxAmount) => onChange({ maxAmount } as Partial<F>)}
        />
        <label className="filter-field filter-check">
          <input
            type="checkbox"
            checked={filters.showVoided}
            onChange={(e) => onChange({ showVoided: e.target.checked } as Partial<F>)}
          />
          <span>Show voided</span>
        </label>
      </div>
      {teachers.length > 0 && (
        <fieldset className="teacher-chips">
          <legend>Teachers</legend>
          {teachers.map((teacher) => {
            const on = filters.teachers.includes(teacher);
            return (
              <button
                key={teacher}
                type="button"
                className="chip"
                aria-pressed={on}
                onClick={() =>
                  onChange({
                    teachers: on
                      ? filters.teachers.filter((item) => item !== teacher)
                      : [...filters.teachers, teacher],
                  } as Partial<F>)
                }
              >
                {teacher}
              </button>
            );
          })}
        </fieldset>
      )}
      <button type="button" className="button secondary clear-filters" onClick={props.onClear}>
        Clear Filters
      </button>
    </section>
  );
}
