import { Trans, useLingui } from '@lingui/react/macro';
import { toCents } from '@hope/domain/money';
import { donationPaymentAmount } from '@hope/domain/public';
import { useId } from 'react';
import { BackButton } from '../shared/BackButton';
import { CompanyMatching } from './CompanyMatching';
import { DonationDetails } from './DonationDetails';
import { giftAmount } from './donation-request';
import { HoneypotField } from '../shared/HoneypotField';
import { MissingNote } from './MissingNote';
import { ownSubmit } from './own-submit';
import { PageGiftCard, type PageGift } from './PageGiftCard';
import { PaymentFields } from '../shared/PaymentFields';
import { StudentsCard } from '../shared/StudentsCard';
import { useDonateForm } from './useDonateForm';
import '../shared/give.css';
import './donate.css';

/**
 * 'Make a Donation': a one-time or monthly gift by card, for one or more students, or through a student's page
 * (forPage) for that page's student. onBack returns to the step before.
 */
export function DonateForm({ onBack, forPage }: { onBack: () => void; forPage?: PageGift }) {
  const {
    form,
    values,
    students,
    setStudents,
    busy,
    gaps,
    canSubmit,
    refused,
    submit,
    bankOffered,
    payMethod,
  } = useDonateForm(forPage);
  const monthly = values.donationType === 'monthly';
  const { t } = useLingui();
  const missingId = useId();
  const explained = !busy && !canSubmit;

  return (
    <div className="give">
      <BackButton onBack={onBack} />
      <h1 className="give-title">
        <Trans>Make a Donation</Trans>
      </h1>
      <p className="give-intro">
        {forPage ? (
          <Trans>
            Give once, or spread your gift over monthly payments. Then pay on our payment provider&rsquo;s
            secure page. Your donation is tax-deductible to the extent allowed by law.
          </Trans>
        ) : (
          <Trans>
            Give once, or spread your gift over monthly payments. Tell us which students your gift is for,
            then pay on our payment provider&rsquo;s secure page. Your donation is tax-deductible to the
            extent allowed by law.
          </Trans>
        )}
      </p>
      <form className="give-form" noValidate onSubmit={ownSubmit(submit)}>
        {forPage && <PageGiftCard gift={forPage} share={form.register('shareWithFamily')} />}
        <DonationDetails
          form={form}
          values={values}
          nameLabel={forPage ? t`Your Name` : undefined}
          refused={refused}
          // The school's ask of each family is not a grandparent's or a neighbour's.
          showAsk={!forPage}
        />
        {!forPage && (
          <StudentsCard
            title={t`Student Information`}
            hint={t`Add each student this gift supports.`}
            value={students}
            onChange={setStudents}
            donationAmount={giftAmount(values)}
          />
        )}
        <section className="give-card" aria-label={t`Gift options`}>
          <CompanyMatching form={form} matching={values.companyMatching} refused={refused.matchingEmployer} />
          <PaymentFields
            control={form.control}
            bankOffered={bankOffered}
            method={payMethod}
            paymentCents={toCents(donationPaymentAmount(values))}
            perPayment={monthly}
          />
        </section>
        <HoneypotField {...form.register('fax')} />
        {explained && <MissingNote id={missingId} gaps={gaps} monthly={monthly} ownName={!!forPage} />}
        <button
          type="submit"
          className="button give-submit"
          disabled={busy || !canSubmit}
          aria-describedby={explained ? missingId : undefined}
        >
          {busy ? t`Processing...` : monthly ? t`Start Monthly Donation` : t`Donate Now`}
        </button>
      </form>
    </div>
  );
}
