import type { SettingsFormValues } from '@hope/domain/settings';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ActionDialog } from '../shared/ActionDialog';
import {
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
  type FieldArray,
  type FieldArrayPath,
} from 'react-hook-form';
import { listError } from './form-errors';

type ListName = FieldArrayPath<SettingsFormValues>;
type Item<Name extends ListName> = FieldArray<SettingsFormValues, Name>;

interface FieldArrayListProps<Name extends ListName> {
  name: Name;
  /** Names the list for assistive technology ('Grade-and-teacher choices'). */
  title: string;
  /** One item, as the group around its fields is named: 'Choice' gives 'Choice 1', 'Choice 2'... */
  noun: string;
  /** The item's own words, naming its buttons: Move 'K - Ms. Chen' up. */
  labelOf: (item: Item<Name>) => string;
  newItem: () => Item<Name>;
  addLabel: string;
  /** At most this many items (the schema's limit): Add is then disabled. */
  max: number;
  reorder?: boolean;
  /** One short field per item: its buttons sit beside it even on a phone. */
  compact?: boolean;
  /** The item's fields; `listErrorId` is set while the list as a whole is refused. */
  renderItem: (index: number, listErrorId: string | undefined) => ReactNode;
  /** More buttons beside Add. `append` adds an item and focuses it. */
  extraActions?: (append: (item: Item<Name>) => void) => ReactNode;
  /** What removing the item would cost, asked in a dialog before it goes; null removes it at once. */
  removalCost?: (item: Item<Name>) => string | null;
}

/**
 * The editable lists of the settings (teachers, sizes, benefits, budget, campaigns): items with Move up /
 * Move down / Remove buttons named after the item, an Add button, and the list's own message under it.
 */
export function FieldArrayList<Name extends ListName>(props: FieldArrayListProps<Name>) {
  const { name, title, noun, labelOf, newItem, addLabel, max, reorder = false, compact = false } = props;
  const baseId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const { control } = useFormContext<SettingsFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const items = (useWatch({ control, name }) ?? []) as Item<Name>[];
  const { errors } = useFormState({ control, name });
  const message = listError(errors, name);
  const messageId = `${baseId}-error`;

  const buttonId = (index: number, direction: 'up' | 'down') => `${baseId}-${index}-${direction}`;
  function moveItem(from: number, to: number) {
    move(from, to);
    // The moved item's button keeps the focus (the other one when it reached an end of the list).
    requestAnimationFrame(() => {
      const same = document.getElementById(buttonId(to, to < from ? 'up' : 'down'));
      const other = document.getElementById(buttonId(to, to < from ? 'down' : 'up'));
      ((same as HTMLButtonElement | null)?.disabled ? other : same)?.focus();
    });
  }
  const [asking, setAsking] = useState<{ index: number; label: string; cost: string } | null>(null);
  function removeItem(index: number) {
    remove(index);
    addButton.current?.focus();
  }
  function askOrRemove(index: number, label: string) {
    const cost = items[index] ? props.removalCost?.(items[index]) : null;
    if (cost) setAsking({ index, label, cost });
    else removeItem(index);
  }

  return (
    <div
      className={['settings-list', reorder && 'settings-list-reorder', compact && 'settings-list-compact']
        .filter(Boolean)
        .join(' ')}
    >
      <ol className="settings-list-items" aria-label={title}>
        {fields.map((field, index) => {
          const label = labelOf(items[index] ?? field).trim() || `${noun.toLowerCase()} ${index + 1}`;
          return (
            <li key={field.id} className="settings-list-item">
              <div role="group" aria-label={`${noun} ${index + 1}`} className="settings-list-fields">
                {props.renderItem(index, message ? messageId : undefined)}
              </div>
              <div className="settings-list-actions">
                {reorder && (
                  <>
                    <button
                      type="button"
                      id={buttonId(index, 'up')}
                      className="settings-icon-button"
                      aria-label={`Move '${label}' up`}
                      title="Move up"
                      disabled={index === 0}
                      onClick={() => moveItem(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      id={buttonId(index, 'down')}
                      className="settings-icon-button"
                      aria-label={`Move '${label}' down`}
                      title="Move down"
                      disabled={index === fields.length - 1}
                      onClick={() => moveItem(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="settings-icon-button settings-remove-button"
                  aria-label={`Remove '${label}'`}
                  title="Remove"
                  onClick={() => askOrRemove(index, label)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {message && (
        <p id={messageId} className="settings-error settings-list-error">
          {message}
        </p>
      )}
      <div className="settings-list-footer">
        <button
          ref={addButton}
          type="button"
          className="button secondary settings-add-button"
          disabled={fields.length >= max}
          onClick={() => append(newItem())}
        >
          {addLabel}
        </button>
        {props.extraActions?.((item) => append(item))}
      </div>
      <ActionDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Remove '${asking?.label ?? ''}'?`}
        consequence={asking?.cost ?? ''}
        cancelLabel={`Keep '${asking?.label ?? ''}'`}
        confirmLabel={`Remove '${asking?.label ?? ''}'`}
        danger
        busy={false}
        error={null}
        onConfirm={() => {
          if (asking) removeItem(asking.index);
          setAsking(null);
        }}
      />
    </div>
  );
}
