import { InfoTooltip } from '../../../ui/InfoTooltip';

export interface FigureCardProps {
  label: string;
  value: string;
  /** How the figure is calculated, shown in the card's info tooltip. */
  explanation?: string;
  size?: 'large' | 'small';
  /** h2 for cards directly under the page title, h3 inside a titled section. */
  heading?: 'h2' | 'h3';
  /** A short line under the value ('4 gifts'). */
  note?: string;
}

/** One figure with its label; the label names the figure for screen readers too (a labelled group). */
export function FigureCard(props: FigureCardProps) {
  const { label, value, explanation, size = 'large', heading = 'h2', note } = props;
  const Heading = heading;
  const id = `figure-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={`figure-card figure-${size}`} aria-labelledby={id}>
      <div className="figure-heading">
        <Heading id={id} className="figure-label">
          {label}
        </Heading>
        {explanation && <InfoTooltip label={`How ${label} is calculated`}>{explanation}</InfoTooltip>}
      </div>
      <p className="figure-value">{value}</p>
      {note && <p className="figure-note">{note}</p>}
    </section>
  );
}
