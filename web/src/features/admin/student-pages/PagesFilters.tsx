import {
  officePageClasses,
  studentPageStatusLabels,
  pageStatusSchema,
  type OfficePageFilters,
  type OfficePageRow,
} from '@hope/domain/pages';
import { gradeTeacherOptions } from '@hope/domain/settings';
import { useSettings } from '#settings';
import { useId } from 'react';

interface Props {
  filters: OfficePageFilters;
  rows: readonly OfficePageRow[];
  onChange: (patch: Partial<OfficePageFilters>) => void;
}

/** Search by the child's or the parent's name; the class and the status as two selects. */
export function PagesFilters({ filters, rows, onChange }: Props) {
  const id = useId();
  const classes = officePageClasses(gradeTeacherOptions(useSettings()), rows);
  return (
    <div className="pages-filters">
      <div className="search-field">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          Search by student or parent name
        </label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Search by student or parent name"
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
          autoComplete="off"
        />
      </div>
      <div className="filter-field">
        <label htmlFor={`${id}-class`}>Class</label>
        <select
          id={`${id}-class`}
          value={filters.gradeTeacher}
          onChange={(event) => onChange({ gradeTeacher: event.target.value })}
        >
          <option value="">All classes</option>
          {classes.map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as OfficePageFilters['status'] })}
        >
          <option value="">All statuses</option>
          {pageStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {studentPageStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
