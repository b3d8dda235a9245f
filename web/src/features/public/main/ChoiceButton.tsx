import { useId } from 'react';
import { preloadChoice, type GivingChoice } from './preload';

interface ChoiceButtonProps {
  choice: GivingChoice;
  title: string;
  detail: string;
  onChoose: (choice: GivingChoice) => void;
}

/**
 * A large card-like button. Its accessible name comes from its content, the title alone ('Donate'), so what a
 * voice-control user reads on it is its name (WCAG 2.5.3, label in name; an aria-label would replace the
 * content instead). The detail line is left out of the name and given as the button's description.
 */
export function ChoiceButton({ choice, title, detail, onChoose }: ChoiceButtonProps) {
  const detailId = useId();
  return (
    <button
      type="button"
      className="main-choice"
      aria-describedby={detailId}
      onPointerEnter={preloadChoice[choice]}
      onClick={() => onChoose(choice)}
    >
      <span className="main-choice-title">{title}</span>
      <span id={detailId} className="main-choice-detail" aria-hidden="true">
        {detail}
      </span>
      <span className="main-choice-arrow" aria-hidden="true">
        →
      </span>
    </button>
  );
}
