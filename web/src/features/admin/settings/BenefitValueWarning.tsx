import { typedBenefitWarning, type SettingsFormValues } from '@hope/domain/settings';
import { useWatch } from 'react-hook-form';

type BenefitPath = `sponsorshipLevels.${number}.benefits.${number}`;

/**
 * Says, as the volunteer types, that advertising or goods left at $0 keep the level's receipts from stating
 * what is deductible (a receipt must never call such a payment fully deductible).
 */
export function BenefitValueWarning({ name }: { name: BenefitPath }) {
  const benefit = useWatch<SettingsFormValues, BenefitPath>({ name });
  const warning = benefit ? typedBenefitWarning(benefit) : null;
  if (!warning) return null;
  return <p className="settings-notice settings-notice-warning">{warning}</p>;
}
