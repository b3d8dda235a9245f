import {
  budgetFormSummary,
  newSettingsItems,
  settingsLimits,
  type SettingsFormValues,
} from '@hope/domain/settings';
import { useWatch } from 'react-hook-form';
import { FieldArrayList } from './FieldArrayList';
import { SettingsField } from './SettingsField';
import { SettingsSection } from './SettingsSection';
import { SpanishField } from './SpanishField';

/** Where each $1,000 goes: labels and shares (adding up to 100%), with the dollars worked out as you type. */
export function BudgetSection() {
  const budget = useWatch<SettingsFormValues, 'budget'>({ name: 'budget' });
  const summary = budgetFormSummary(budget ?? []);
  return (
    <SettingsSection
      section="budget"
      intro="The 'Where Your Money Goes' chart. The shares must add up to 100%."
    >
      <FieldArrayList
        name="budget"
        title="Budget items"
        noun="Budget item"
        labelOf={(item) => item.label}
        newItem={newSettingsItems.budgetItem}
        addLabel="Add a budget item"
        max={settingsLimits.budgetItems}
        reorder
        renderItem={(index, listErrorId) => (
          <div className="settings-row settings-row-budget">
            <SettingsField name={`budget.${index}.label`} label="Budget item" kind="textarea" />
            <SpanishField
              name={`budget.${index}.translations.es.label`}
              english={`budget.${index}.label`}
              label="Budget item"
              kind="textarea"
            />
            <SettingsField
              name={`budget.${index}.share`}
              label="Share (%)"
              kind="percent"
              listErrorId={listErrorId}
            />
            <p className="settings-derived">
              <span className="settings-derived-label">Per $1,000</span>
              <span className="settings-derived-value">{dollars(summary.dollarsPer1000[index])}</span>
            </p>
          </div>
        )}
      />
      <p className="settings-total" data-complete={summary.complete} aria-live="polite">
        Total: {summary.totalPercent}%{summary.complete ? '' : ' (must be 100%)'}
      </p>
    </SettingsSection>
  );
}

function dollars(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : `$${value}`;
}
