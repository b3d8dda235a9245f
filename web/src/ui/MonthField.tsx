import { schoolDateKey } from '@hope/domain/time';
import { useSettings } from '#settings';
import { useState } from 'react';

/** The school's current month, 'YYYY-MM', in school time (a month turns at the school's midnight, not UTC's). */
export function useThisSchoolMonth(): string {
  return schoolDateKey(useSettings().time_zone, new Date()).slice(0, 7);
}

/** A month chosen on a screen, starting at the school's current month. */
export function useChosenMonth(): [month: string, choose: (month: string) => void] {
  const thisMonth = useThisSchoolMonth();
  const [month, setMonth] = useState(thisMonth);
  // Clearing the field goes back to this month rather than to no month.
  return [month, (next: string) => setMonth(next || thisMonth)];
}

interface Props {
  id: string;
  label: string;
  month: string;
  onChange: (month: string) => void;
}

/** A labelled month picker ('YYYY-MM'), as the Payouts and Reports screens choose their month. */
export function MonthField({ id, label, month, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="month" value={month} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
