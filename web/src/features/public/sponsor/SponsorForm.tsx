import { Trans, useLingui } from '@lingui/react/macro';
import { toCents } from '@hope/domain/money';
import { findLevel } from '@hope/domain/settings';
import { useSettings } from '#settings';
import { Controller } from 'react-hook-form';
import { BackButton } from '../shared/BackButton';
import { PaymentFields } from '../shared/PaymentFields';
import { HoneypotField } from '../shared/HoneypotField';
import { StudentsCard } from '../shared/StudentsCard';
import { CheckDialog } from './CheckDialog';
import { CheckInstructions } from '../shared/CheckInstructions';
import { ContactFields } from './ContactFields';
import { LevelCards } from './LevelCards';
import { PartnershipSummary } from './PartnershipSummary';
import { PayButtons } from './PayButtons';
import { PlanDialog } from './PlanDialog';
import { useSponsorForm } from './useSponsorForm';
import '../shared/give.css';
import './sponsor.css';

/** Community Partner sponsorship. onCheckPledged opens the thank-you step as a check payment. */
export function SponsorForm({ onBack, onCheckPledged }: { onBack: () => void; onCheckPledged: () => void }) {
  const sponsor = useSponsorForm(onCheckPledged);
  const { form, values, busy, dialog, setDialog } = sponsor;
  const settings = useSettings();
  const { t } = useLingui();
  const price = values.level ? findLevel(settings, values.level).price : 0;
  const closeUnlessBusy = (open: boolean) => {
    if (!open && busy === null) setDialog(null);
  };

  return (
    <div className="give">
      <BackButton onBack={onBack} />
      <h1 className="give-title">
        <Trans>Become a Community Partner</Trans>
      </h1>
      <p className="give-intro">
        <Trans>
          Local businesses make our programs possible. Choose a partnership level, tell us who to contact, and
          pay by card at once, in monthly payments, or by check.
        </Trans>
      </p>
      <CheckInstructions className="give-note" />
      <form className="give-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <section className="give-card" aria-labelledby="levels-title">
          <h2 id="levels-title" className="give-card-title">
            <Trans>Partnership Level</Trans>
          </h2>
          <Controller
            control={form.control}
            name="level"
            render={({ field }) => <LevelCards value={field.value} onChange={field.onChange} />}
          />
        </section>
        <ContactFields form={form} refused={sponsor.refused} />
        <StudentsCard
          title={t`Student Information (Optional)`}
          hint={t`Does your company have children at our school? Tell us who they are.`}
          value={sponsor.students}
          onChange={sponsor.setStudents}
          donationAmount={price}
        />
        <section className="give-card" aria-labelledby="summary-title">
          <h2 id="summary-title" className="give-card-title">
            <Trans>Your Partnership</Trans>
          </h2>
          <PartnershipSummary level={values.level} companyName={values.companyName} />
          <PaymentFields
            control={form.control}
            bankOffered={sponsor.bankOffered && !!values.level}
            method={sponsor.totalPayMethod}
            paymentCents={toCents(price)}
            perPayment={false}
            legend={t`How would you like to pay the total now?`}
            feeContext={
              sponsor.totalPayMethod === 'bank'
                ? t`when you pay the total from your bank account`
                : t`when you pay the total by card`
            }
          />
          <HoneypotField {...form.register('fax')} />
          <PayButtons
            canPay={sponsor.canPay}
            busy={busy}
            onPay={{ full: sponsor.payTotalNow, installments: sponsor.openPlan, check: sponsor.openCheck }}
          />
        </section>
      </form>
      <PlanDialog
        open={dialog === 'installments'}
        onOpenChange={closeUnlessBusy}
        total={price}
        coverFee={values.coverFee}
        onCoverFeeChange={(cover) => form.setValue('coverFee', cover)}
        bankOffered={sponsor.bankOffered}
        payMethod={sponsor.totalPayMethod}
        onPayMethodChange={(method) => form.setValue('payMethod', method)}
        busy={busy === 'installments'}
        onConfirm={sponsor.confirmPlan}
      />
      <CheckDialog
        open={dialog === 'check'}
        onOpenChange={closeUnlessBusy}
        level={values.level}
        busy={busy === 'check'}
        onConfirm={sponsor.confirmCheck}
      />
    </div>
  );
}
