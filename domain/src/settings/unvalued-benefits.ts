import type { Benefit, BenefitKind } from './schema';

/**
 * Kinds of benefit the IRS counts as something given in return: advertising and goods or services have a fair
 * market value that the receipt must deduct. A plain acknowledgment of the sponsor's name or logo does not.
 */
const VALUED_KINDS: ReadonlySet<BenefitKind> = new Set(['advertising', 'goods_services']);

/**
 * A benefit the school has not valued although its kind has a value: while one is in a level, no receipt of
 * that level may call the payment fully deductible.
 */
export const isUnvalued = (benefit: Pick<Benefit, 'kind' | 'value'>): boolean =>
  VALUED_KINDS.has(benefit.kind) && benefit.value === 0;

/** The Settings warning beside an unvalued benefit, in the words a volunteer acts on; null when it is valued. */
export function unvaluedBenefitWarning(benefit: Pick<Benefit, 'text' | 'kind' | 'value'>): string | null {
  if (!isUnvalued(benefit)) return null;
  const kind = benefit.kind === 'advertising' ? 'advertising' : 'goods or services';
  return `"${benefit.text}" is ${kind} valued at $0. Enter its fair market value: until then the receipts of this level cannot state what is deductible.`;
}

/** Every level's unvalued benefits, each warning led by its level's name. */
export function unvaluedBenefitWarnings(
  levels: readonly { name: string; benefits: readonly Pick<Benefit, 'text' | 'kind' | 'value'>[] }[],
): string[] {
  return levels.flatMap((level) =>
    level.benefits.flatMap((benefit) => {
      const warning = unvaluedBenefitWarning(benefit);
      return warning ? [`${level.name}: ${warning}`] : [];
    }),
  );
}
