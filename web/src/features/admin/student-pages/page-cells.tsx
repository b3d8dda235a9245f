import { formatCurrency } from '@hope/domain/money';
import { studentPageStatusLabels, type OfficePageRow, type PageActionRequest } from '@hope/domain/pages';
import { formatSchoolDay } from '@hope/domain/time';

/** "$250.00 (default)" when the page set no goal of its own. */
export function goalText(row: OfficePageRow): string {
  return `${formatCurrency(row.goal)}${row.defaultGoal ? ' (default)' : ''}`;
}

/** The table's goal: the amount, and "default" under it when the page set no goal of its own. */
export function GoalCell({ row }: { row: OfficePageRow }) {
  return (
    <span className="page-goal">
      {formatCurrency(row.goal)}
      {row.defaultGoal && <span className="page-goal-default">default</span>}
    </span>
  );
}

export function createdText(row: OfficePageRow, timeZone: string): string {
  return formatSchoolDay(timeZone, row.createdAt);
}

/** The status in words; a hidden page's reason under it. */
export function StatusCell({ row }: { row: OfficePageRow }) {
  return (
    <span className="page-status" data-status={row.status}>
      <span>{studentPageStatusLabels[row.status]}</span>
      {row.hiddenReason && row.status === 'hidden' && (
        <span className="page-status-reason" title={row.hiddenReason}>
          {row.hiddenReason}
        </span>
      )}
    </span>
  );
}

/** The child's name, linked to their page (a new tab), and the family's message under it. */
export function ChildCell({ row }: { row: OfficePageRow }) {
  return (
    <span className="page-child">
      <a href={`/s/${row.code}`} target="_blank" rel="noreferrer" className="page-child-name">
        {row.child}
      </a>
      {row.message && (
        <span className="page-child-message" title={row.message}>
          {row.message}
        </span>
      )}
    </span>
  );
}

/** What the office does to a page: hide it, show it again, or approve it. */
export type PageOp = PageActionRequest['op'];
export type OnPageAct = (row: OfficePageRow, op: PageOp) => void;

/**
 * Hide, or show again (a hidden page), and Approve for a page waiting for the school: owners and admins only; a
 * deleted page has no action.
 */
export function ActionButton({ row, onAct }: { row: OfficePageRow; onAct: OnPageAct }) {
  if (row.status === 'deleted') return null;
  const hidden = row.status === 'hidden';
  const op: PageOp = hidden ? 'unhide' : 'hide';
  return (
    <span className="page-actions">
      {row.status === 'awaiting' && (
        <button
          type="button"
          className="button page-action"
          aria-label={`Approve ${row.child}'s page`}
          onClick={() => onAct(row, 'approve')}
        >
          Approve
        </button>
      )}
      <button
        type="button"
        className="button secondary page-action"
        aria-label={`${hidden ? 'Show again' : 'Hide'} ${row.child}'s page`}
        onClick={() => onAct(row, op)}
      >
        {hidden ? 'Show again' : 'Hide'}
      </button>
    </span>
  );
}
