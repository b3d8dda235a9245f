import { formatCurrency } from '@hope/domain/money';
import type { LevelId } from '@hope/domain/settings';
import { RadioGroup } from 'radix-ui';
import { useSettings } from '#settings';

interface LevelCardsProps {
  value: LevelId | null;
  onChange: (level: LevelId) => void;
}

/**
 * The school's partnership levels (three to five) as cards, exactly one chosen: a Radix radio group, so
 * assistive technology hears "Gold, $1,200.00, radio, 2 of 4" and arrow keys move between them. The whole card
 * is the target. Only the settings' ids are offered, so a value is always one of them.
 */
export function LevelCards({ value, onChange }: LevelCardsProps) {
  const { sponsorshipLevels } = useSettings();
  return (
    <RadioGroup.Root
      className="sponsor-levels"
      aria-labelledby="levels-title"
      value={value ?? ''}
      onValueChange={onChange}
    >
      {sponsorshipLevels.map((level) => (
        <div key={level.id} className="sponsor-level" data-checked={value === level.id || undefined}>
          <RadioGroup.Item
            value={level.id}
            className="sponsor-level-radio"
            aria-describedby={`level-${level.id}-benefits`}
          >
            <span className="sponsor-level-dot" aria-hidden="true" />
            <span className="sponsor-level-name">{level.name}</span>
            <span className="sponsor-level-price">{formatCurrency(level.price)}</span>
          </RadioGroup.Item>
          <ul id={`level-${level.id}-benefits`} className="sponsor-level-benefits">
            {level.benefits.map((benefit, index) => (
              <li key={index}>{benefit.text}</li>
            ))}
          </ul>
        </div>
      ))}
    </RadioGroup.Root>
  );
}
