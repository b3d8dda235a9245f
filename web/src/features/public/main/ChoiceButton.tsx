import { useId } from 'react';
import { preload } from '../lazy-parts';
import type { GivingChoice } from '../public-steps';

interface ChoiceButtonProps {
  choice: GivingChoice;
  title: string;
  detail: string;
  onChoose: (choice: GivingChoice) => void;
}

/** A large card-like button; its name is the title alone, the detail describes it. */
export function ChoiceButton({ choice, title, detail, onChoose }: ChoiceButtonProps) {
  const detailId = useId();
  return (
    <button
      type="button"
      className="main-choice"
      aria-label={title}
      aria-describedby={detailId}
      onPointerEnter={preload[choice]}
      onClick={() => onChoose(choice)}
    >
      <span className="main-choice-title">{title}</span>
      <span id={detailId} className="main-choice-detail">
        {detail}
      </span>
      <span className="main-choice-arrow" aria-hidden="true">
        →
      </span>
    </button>
  );
}
