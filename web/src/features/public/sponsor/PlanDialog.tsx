import { Trans, useLingui } from '@lingui/react/macro';
import { formMessage } from '../../../i18n';
import { formatCurrency, toCents } from '@hope/domain/money';
import {
  canConfirmInstallmentPlan,
  installmentMonthlyAmount,
  isValidMonthsInput,
  monthsProblem,
  validateInstallmentPlan,
} from '@hope/domain/public';
import { useId, useState } from 'react';
import { Dialog } from '../../../ui/Dialog';
import type { PayMethod } from '@hope/domain/public';
import { CoverFeeCheckbox } from '../shared/CoverFeeCheckbox';
import { MonthlyPayment, MonthsField, MonthsNote } from '../shared/MonthsField';
import { PayMethodChoice } from '../shared/PayMethodChoice';

interface PlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The level's price: the plan's total, fixed. */
  total: number;
  coverFee: boolean;
  onCoverFeeChange: (cover: boolean) => void;
  /** Card or bank for every payment of the plan; the choice is shown only where the school offers the bank. */
  bankOffered: boolean;
  payMethod: PayMethod;
  onPayMethodChange: (method: PayMethod) => void;
  busy: boolean;
  onConfirm: (months: string) => void;
}

/** 'Set Up Payment Plan': the level price split into 1 to 12 monthly payments, by card or from a bank account. */
export function PlanDialog({
  open,
  onOpenChange,
  total,
  coverFee,
  onCoverFeeChange,
  bankOffered,
  payMethod,
  onPayMethodChange,
  busy,
  onConfirm,
}: PlanDialogProps) {
  const [months, setMonths] = useState('12');
  const monthly = installmentMonthlyAmount(total, months);
  const countProblem = monthsProblem(months);
  const problem = validateInstallmentPlan(total, months);
  const monthsNoteId = useId();
  const { t } = useLingui();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Set Up Payment Plan`}
      description={
        bankOffered
          ? t`Spread your partnership over monthly payments.`
          : t`Spread your partnership over monthly card payments.`
      }
      footer={
        <>
          <button type="button" className="button secondary" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || !canConfirmInstallmentPlan(total, months)}
            onClick={() => onConfirm(months)}
          >
            {busy ? t`Processing...` : t`Continue to Payment`}
          </button>
        </>
      }
    >
      <div className="sponsor-plan">
        <label className="give-field">
          <span>
            <Trans>Total Amount</Trans>
          </span>
          <input type="text" readOnly value={formatCurrency(total)} />
        </label>
        <div className="give-field-group">
          <MonthsField
            value={months}
            onChange={(event) => setMonths(event.target.value)}
            noteId={monthsNoteId}
            problem={countProblem}
          />
          {/* The range stays the field's note: the spec's own alert below says the plan is not valid. */}
          <MonthsNote id={monthsNoteId} problem={null} />
        </div>
        <MonthlyPayment amount={monthly} validCount={isValidMonthsInput(months)} />
        {problem && (
          <p className="sponsor-problem" role="alert">
            {formMessage(problem)}
          </p>
        )}
        {bankOffered && (
          <PayMethodChoice
            value={payMethod}
            onChange={onPayMethodChange}
            paymentCents={toCents(monthly)}
            legend={t`How would you like to pay each month?`}
            perPayment
          />
        )}
        <CoverFeeCheckbox
          checked={coverFee}
          onCheckedChange={onCoverFeeChange}
          paymentCents={toCents(monthly)}
          perPayment
          method={bankOffered ? payMethod : 'card'}
        />
      </div>
    </Dialog>
  );
}
