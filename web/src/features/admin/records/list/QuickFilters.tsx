interface Props<Q extends string> {
  options: readonly { id: Q; label: string }[];
  active: readonly Q[];
  onChange: (active: Q[]) => void;
}

/** The four quick filters: toggle buttons that combine with each other and with the panel's filters. */
export function QuickFilters<Q extends string>({ options, active, onChange }: Props<Q>) {
  return (
    <div className="quick-filters" role="group" aria-label="Quick filters">
      {options.map(({ id, label }) => {
        const on = active.includes(id);
        return (
          <button
            key={id}
            type="button"
            className="chip"
            aria-pressed={on}
            onClick={() => onChange(on ? active.filter((item) => item !== id) : [...active, id])}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
