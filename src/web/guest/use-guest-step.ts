import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { CountryCode } from '../../domain/enums';
import { GUEST_MESSAGES, guestStepSchema } from '../../domain/guest-form';
import { createBooking, type CreatedBooking } from '../api/bookings';
import { ApiError } from '../api/client';
import { quoteQuery } from '../api/quote';
import { useZodForm } from '../ui/form/use-zod-form';
import { useToast } from '../ui/toast';
import { useBooking } from './booking-context';
import { newSessionId } from './booking-draft';

type GuestStep = z.output<typeof guestStepSchema>;

const INVALID_TOAST = {
  type: 'error',
  title: GUEST_MESSAGES.formFailedTitle,
  message: GUEST_MESSAGES.formFailed,
} as const;

/**
 * Step 4's data: the quote of the stay chosen, the guest's details form (the domain's step schema),
 * the booking it creates (once: the same idempotency key until the server refuses the body), and
 * leaving for an earlier step with what the guest typed kept in the draft.
 */
export function useGuestStep() {
  const { draft, dispatch, lockedRef } = useBooking();
  const toast = useToast();
  const [booking, setBooking] = useState<CreatedBooking | null>(null);
  const idempotencyKey = useRef(newSessionId());
  const { checkIn, checkOut, selectedVilla, selectedPackage } = draft;
  const quote = useQuery({
    ...quoteQuery({
      villaId: selectedVilla?.id ?? '',
      checkIn: checkIn ?? '',
      checkOut: checkOut ?? '',
      adults: draft.adults,
      children: draft.children,
      rooms: draft.rooms,
      ...(selectedPackage ? { packageId: selectedPackage.id } : {}),
      ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
    }),
    enabled: !!selectedVilla && !!checkIn && !!checkOut,
  });

  const details = draft.guestDetails;
  const form = useZodForm({
    schema: guestStepSchema,
    defaultValues: {
      guest: {
        firstName: details.firstName,
        lastName: details.lastName,
        email: details.email,
        phone: details.phone,
        countryCode: (details.countryCode || '+91') as CountryCode,
        specialRequests: details.specialRequests,
      },
      acceptTerms: false,
      marketingConsent: false,
    },
    invalidToast: INVALID_TOAST,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  const requiredFilled =
    !!values.guest?.firstName?.trim() &&
    !!values.guest?.lastName?.trim() &&
    !!values.guest?.email?.trim() &&
    !!values.guest?.phone?.trim() &&
    values.acceptTerms === true;

  // Back and Edit keep what the guest has typed so far (it is only saved on submit otherwise).
  const leaveTo = (step: 1 | 3) => {
    const g = form.getValues('guest');
    dispatch({
      type: 'setGuestDetails',
      details: {
        firstName: g.firstName ?? '',
        lastName: g.lastName ?? '',
        email: g.email ?? '',
        phone: g.phone ?? '',
        countryCode: g.countryCode ?? '+91',
        specialRequests: g.specialRequests ?? '',
      },
    });
    dispatch({ type: 'setStep', step });
  };

  const create = async (data: GuestStep) => {
    if (!selectedVilla || !checkIn || !checkOut) return;
    dispatch({
      type: 'setGuestDetails',
      details: { ...data.guest, specialRequests: data.guest.specialRequests ?? '' },
    });
    try {
      const created = await createBooking(
        {
          sessionId: draft.sessionId,
          villaId: selectedVilla.id,
          checkIn,
          checkOut,
          adults: draft.adults,
          children: draft.children,
          rooms: draft.rooms,
          ...(selectedPackage ? { packageId: selectedPackage.id } : {}),
          ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
          safaris: draft.selectedSafaris.map((s) => ({
            date: s.date,
            timing: s.timing,
            persons: s.persons,
          })),
          guest: data.guest,
          acceptTerms: data.acceptTerms,
          marketingConsent: data.marketingConsent,
        },
        idempotencyKey.current,
      );
      setBooking(created);
      lockedRef.current = true;
      toast({
        type: 'success',
        title: 'Booking Created',
        message: 'Your booking has been created successfully. Please proceed with payment.',
      });
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500)
        idempotencyKey.current = newSessionId();
      // The guest's details and the terms go under their fields; other fields are not on this form.
      if (form.serverErrors(err, { others: 'skip' }) > 0) {
        toast(INVALID_TOAST);
        return;
      }
      // Anything else (e.g. a safari no longer within the stay) has no field below to show it: say it.
      toast({
        type: 'error',
        title: 'Booking Failed',
        message: err instanceof ApiError ? err.message : 'Booking creation failed',
      });
    }
  };

  return {
    draft,
    quote,
    form,
    onSubmit: form.onValid(create),
    creating: form.formState.isSubmitting,
    requiredFilled,
    booking,
    leaveTo,
  };
}
