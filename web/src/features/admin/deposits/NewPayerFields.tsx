import type { NewPayerKind } from '@hope/domain/deposits';
import { useSettings } from '#settings';
import { Field } from '../../../ui/Field';

export interface NewPayer {
  kind: NewPayerKind;
  name: string;
  email: string;
  level: string;
}

/** The few facts a new record needs: a family gift or a sponsorship, the name, the email for its receipt. */
export function NewPayerFields({
  value,
  onChange,
  errors,
}: {
  value: NewPayer;
  onChange: (value: NewPayer) => void;
  errors: Partial<Record<'name' | 'email', string>>;
}) {
  const levels = useSettings().sponsorshipLevels;
  const set = (patch: Partial<NewPayer>) => onChange({ ...value, ...patch });
  const isPartner = value.kind === 'partner';
  return (
    <div className="deposit-new-payer">
      <Field id="deposit-kind" label="Kind">
        {() => (
          <select
            id="deposit-kind"
            value={value.kind}
            onChange={(event) => set({ kind: event.target.value as NewPayerKind })}
          >
            <option value="donation">Family gift</option>
            <option value="partner">Sponsorship</option>
          </select>
        )}
      </Field>
      <Field id="deposit-name" label={isPartner ? 'Company name' : 'Family name'} error={errors.name}>
        {(describedBy) => (
          <input
            id="deposit-name"
            value={value.name}
            aria-describedby={describedBy}
            aria-invalid={Boolean(errors.name)}
            onChange={(event) => set({ name: event.target.value })}
          />
        )}
      </Field>
      <Field id="deposit-email" label="Email (for the receipt)" error={errors.email}>
        {(describedBy) => (
          <input
            id="deposit-email"
            type="email"
            value={value.email}
            aria-describedby={describedBy}
            aria-invalid={Boolean(errors.email)}
            onChange={(event) => set({ email: event.target.value })}
          />
        )}
      </Field>
      {isPartner && (
        <Field id="deposit-level" label="Level">
          {() => (
            <select
              id="deposit-level"
              value={value.level}
              onChange={(event) => set({ level: event.target.value })}
            >
              {levels.map((level) => (
                <option key={level.id} value={level.id}>
                  {level.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
