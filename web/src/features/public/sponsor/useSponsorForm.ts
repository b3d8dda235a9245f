import { formMessage, pageLanguage } from '../../../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@hope/domain/messages';
import { type StudentLists } from '@hope/domain/records';
import {
  bankOffered,
  canPaySponsorship,
  installmentMonthlyAmount,
  validateInstallmentPlan,
  validateSponsorshipForm,
} from '@hope/domain/public';
import { amountOrZero } from '@hope/domain/input';
import { findLevel, type SponsorshipLevelSettings } from '@hope/domain/settings';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSettings } from '#settings';
import { failureAlert, goToCheckout, postJson } from '../shared/public-api';
import { NO_STUDENTS } from '../shared/StudentsCard';
import { refusalOf, refusedNow, type Refusal } from '../shared/refused-field';
import { useCheckoutBusy } from '../shared/useCheckoutBusy';
import {
  pledgeRequest,
  SPONSOR_DEFAULTS,
  SPONSOR_REFUSABLE,
  sponsorFormSchema,
  sponsorshipCheckoutRequest,
  totalPayMethod,
  type SponsorFormValues,
  type SponsorRefusable,
} from './sponsorship-request';

export type PaymentWay = 'full' | 'installments' | 'check';
/** Which dialog asks for confirmation before paying. */
export type OpenDialog = 'installments' | 'check' | null;

/**
 * The Community Partner form: react-hook-form over the domain's schema, the pay buttons' rule, the failure
 * alerts, and the three ways to pay. While one runs, it is `busy` and every pay button waits.
 */
export function useSponsorForm(onCheckPledged: () => void) {
  const form = useForm<SponsorFormValues>({
    resolver: zodResolver(sponsorFormSchema),
    defaultValues: SPONSOR_DEFAULTS,
  });
  const values = useWatch({ control: form.control }) as SponsorFormValues;
  const [students, setStudents] = useState<StudentLists>(NO_STUDENTS);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useCheckoutBusy<PaymentWay | null>(null);
  const settings = useSettings();
  const [refusal, setRefusal] = useState<Refusal<SponsorRefusable> | null>(null);

  /** Runs `pay` with the checked form, or shows the first failing rule (the buttons normally prevent that). */
  function withValidForm(
    pay: (submitted: SponsorFormValues, level: SponsorshipLevelSettings) => Promise<void> | void,
  ) {
    return form.handleSubmit(async (submitted) => {
      const failure = validateSponsorshipForm(submitted);
      if (failure) {
        window.alert(formMessage(failure));
        return;
      }
      if (!submitted.level) return;
      await pay(submitted, findLevel(settings, submitted.level));
    });
  }

  /**
   * Runs a request; `failed` is the alert when it fails, and the sentence a refusal without the server's
   * carries. A field the server refused (an address its checks do not take) gets its words and the focus.
   */
  async function run(
    method: PaymentWay,
    submitted: SponsorFormValues,
    action: (failed: string) => Promise<void>,
    failedAlert: string,
  ) {
    setRefusal(null);
    setBusy(method);
    try {
      await action(failedAlert);
    } catch (error) {
      window.alert(formMessage(failureAlert(error, failedAlert)));
      setBusy(null);
      const refused = refusalOf(error, submitted, SPONSOR_REFUSABLE);
      setRefusal(refused);
      if (refused) form.setFocus(refused.field);
    }
  }

  const payTotalNow = withValidForm((submitted, level) =>
    run(
      'full',
      submitted,
      (failed) =>
        goToCheckout(
          '/api/checkout/sponsorship',
          sponsorshipCheckoutRequest(
            submitted,
            level,
            students,
            { plan: 'full' },
            settings.giving.tShirtThreshold,
            pageLanguage(),
            totalPayMethod(submitted, settings),
          ),
          failed,
          // The thank-you names the payment and says when its receipt comes (a bank debit's, once it clears).
          {
            amount: level.price,
            months: null,
            email: submitted.email.trim(),
            ...(totalPayMethod(submitted, settings) === 'bank' ? { bank: true } : {}),
          },
        ),
      messages.sponsorship.cardPaymentFailed,
    ),
  );

  const confirmPlan = (months: string) =>
    withValidForm(async (submitted, level) => {
      const failure = validateInstallmentPlan(level.price, months);
      if (failure) {
        window.alert(formMessage(failure));
        return;
      }
      await run(
        'installments',
        submitted,
        (failed) =>
          goToCheckout(
            '/api/checkout/sponsorship',
            sponsorshipCheckoutRequest(
              submitted,
              level,
              students,
              { plan: 'installments', months },
              settings.giving.tShirtThreshold,
              pageLanguage(),
              totalPayMethod(submitted, settings),
            ),
            failed,
            // A plan by bank: its first payment's receipt comes once that debit clears.
            totalPayMethod(submitted, settings) === 'bank'
              ? {
                  amount: installmentMonthlyAmount(level.price, months),
                  months: amountOrZero(months),
                  email: submitted.email.trim(),
                  bank: true,
                }
              : null,
          ),
        messages.sponsorship.installmentFailed,
      );
    })();

  const confirmCheck = withValidForm((submitted, level) =>
    run(
      'check',
      submitted,
      async (failed) => {
        await postJson(
          '/api/pledges/check',
          pledgeRequest(submitted, level, students, settings.giving.tShirtThreshold, pageLanguage()),
          failed,
        );
        onCheckPledged();
      },
      messages.sponsorship.checkSaveFailed,
    ),
  );

  return {
    form,
    values,
    students,
    setStudents,
    busy,
    dialog,
    setDialog,
    canPay: canPaySponsorship(values),
    /** The bank is offered for a sponsorship, paid at once or monthly (the school's threshold 0 offers none). */
    bankOffered: bankOffered(settings, { kind: 'sponsorship' }),
    totalPayMethod: totalPayMethod(values, settings),
    refused: refusedNow(refusal, values),
    payTotalNow,
    openPlan: withValidForm(() => setDialog('installments')),
    openCheck: withValidForm(() => setDialog('check')),
    confirmPlan,
    confirmCheck,
  };
}
