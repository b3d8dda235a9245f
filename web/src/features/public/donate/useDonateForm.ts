import { formMessage, pageLanguage } from '../../../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@hope/domain/messages';
import { type StudentLists } from '@hope/domain/records';
import {
  canSubmitDonation,
  donationFormGaps,
  validateDonationForm,
  validateStudents,
} from '@hope/domain/public';
import { useState } from 'react';
import { useSettings } from '#settings';
import { useForm, useWatch } from 'react-hook-form';
import {
  DONATE_DEFAULTS,
  DONATE_REFUSABLE,
  donateFormSchema,
  bankOfferedFor,
  donationRequest,
  payMethodOf,
  type DonateFormValues,
  type DonateRefusable,
} from './donation-request';
import { failureAlert, goToCheckout } from '../shared/public-api';
import { NO_STUDENTS } from '../shared/StudentsCard';
import { refusalOf, refusedNow, type Refusal } from '../shared/refused-field';
import { useCheckoutBusy } from '../shared/useCheckoutBusy';
import type { PageGift } from './PageGiftCard';
import { returningGift } from './returning-gift-of';

/**
 * The 'Make a Donation' form: react-hook-form over the domain's schema, the rule that enables submit,
 * its alerts in a fixed order, then Stripe Checkout. On failure everything typed stays in place.
 */
export function useDonateForm(forPage?: PageGift) {
  const pageCode = forPage?.code;
  const form = useForm<DonateFormValues>({
    resolver: zodResolver(donateFormSchema),
    defaultValues: DONATE_DEFAULTS,
  });
  const values = useWatch({ control: form.control }) as DonateFormValues;
  const [students, setStudents] = useState<StudentLists>(NO_STUDENTS);
  const [busy, setBusy] = useCheckoutBusy(false);
  const settings = useSettings();
  const { tShirtThreshold } = settings.giving;

  // A gift through a student's page is for that page's student: no students to add.
  const studentCount = pageCode ? 1 : students.children_data.length;
  // What keeps submit disabled, said beside the button; none left means it is enabled.
  const gaps = donationFormGaps(values, studentCount);
  const [refusal, setRefusal] = useState<Refusal<DonateRefusable> | null>(null);

  const submit = form.handleSubmit(async (submitted) => {
    setRefusal(null);
    // The button is disabled until the rule holds; these alerts guard every other way a form gets submitted.
    const failure =
      validateDonationForm(submitted) ?? (studentCount ? null : validateStudents([], 0, tShirtThreshold));
    if (failure) {
      window.alert(formMessage(failure));
      return;
    }
    setBusy(true);
    const failed =
      submitted.donationType === 'monthly'
        ? messages.donation.submitFailedMonthly
        : messages.donation.submitFailedOneTime;
    try {
      const payMethod = payMethodOf(submitted, settings);
      const request = donationRequest(
        submitted,
        students,
        tShirtThreshold,
        pageLanguage(),
        payMethod,
        pageCode,
      );
      await goToCheckout(
        '/api/checkout/donation',
        request,
        failed,
        returningGift(submitted, request, forPage),
      );
    } catch (error) {
      window.alert(formMessage(failureAlert(error, failed)));
      setBusy(false);
      // A field the server refused (an address its checks do not take) gets its words and the focus.
      const refused = refusalOf(error, submitted, DONATE_REFUSABLE);
      setRefusal(refused);
      if (refused) form.setFocus(refused.field);
    }
  });

  return {
    form,
    values,
    students,
    setStudents,
    busy,
    gaps,
    canSubmit: canSubmitDonation(values, studentCount),
    /** Card or bank: the bank offered for this gift (one-time, from the school's threshold). */
    bankOffered: bankOfferedFor(values, settings),
    payMethod: payMethodOf(values, settings),
    refused: refusedNow(refusal, values),
    submit,
  };
}
