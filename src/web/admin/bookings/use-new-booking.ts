import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  staffBookingRequestSchemaAt,
  type StaffPaymentMode,
} from '../../../domain/booking-request';
import type { CountryCode } from '../../../domain/enums';
import { isStayRestrictionMessage } from '../../../domain/stay-restrictions';
import { ApiError } from '../../api/client';
import { useZodForm } from '../../ui/form/use-zod-form';
import { VALIDATION_TOAST } from '../../ui/form/server-errors';
import { useToast } from '../../ui/toast';
import { useFormFields } from '../ui/field';
import { useResortTz } from '../ui/resort-time';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { BOOKINGS_KEY, createStaffBooking, staffQuoteQuery } from './api';
import { stayOf, type StayFieldValues } from './booking-fields';

/** New Booking's text: the stay flat, the guest (with the special requests) as the request has it. */
export type NewBookingValues = StayFieldValues & {
  packageId: string;
  guest: {
    firstName: string;
    lastName: string;
    email: string;
    countryCode: CountryCode;
    phone: string;
    specialRequests: string;
  };
  adminNotes: string;
  paymentMode: StaffPaymentMode;
  restrictionOverrideReason: string;
};

const EMPTY: NewBookingValues = {
  villaId: '',
  checkIn: '',
  checkOut: '',
  adults: '2',
  children: '0',
  rooms: '1',
  packageId: 'basic-stay',
  guest: {
    firstName: '',
    lastName: '',
    email: '',
    countryCode: '+91',
    phone: '',
    specialRequests: '',
  },
  adminNotes: '',
  paymentMode: 'pay_later',
  restrictionOverrideReason: '',
};

const newKey = () => crypto.randomUUID();

/** The body of POST /api/admin/bookings from the form's text (blank optional fields left out). */
function toBody(v: NewBookingValues) {
  return {
    ...stayOf(v),
    packageId: v.packageId || null,
    guest: { ...v.guest, specialRequests: v.guest.specialRequests || undefined },
    paymentMode: v.paymentMode,
    adminNotes: v.adminNotes.trim() || undefined,
    restrictionOverrideReason: v.restrictionOverrideReason.trim() || undefined,
  };
}

/**
 * New Booking's form, quote and creation: the staff's booking schema with the stay rules at the
 * moment of the check, the server's quote as staff type, and the override a refused minimum stay
 * or closed arrival offers (decision 0127).
 */
export function useNewBooking() {
  const tz = useResortTz();
  const navigate = useNavigate();
  const toast = useToast();
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  // Read at each check: "today" is the day of the submit.
  const schema = useMemo(
    () => z.lazy(() => staffBookingRequestSchemaAt({ now: new Date(), timeZone: tz })),
    [tz],
  );
  const form = useZodForm({ schema, defaultValues: EMPTY, toInput: toBody });
  const fields = useFormFields(form);
  const v = form.watch();
  // Shown once the server refuses a minimum stay or closed arrival (decision 0127).
  const [overridable, setOverridable] = useState(false);

  const quoteRequest = { ...stayOf(v), packageId: v.packageId || undefined };
  const quoteReady =
    Boolean(v.villaId && v.checkIn && v.checkOut && v.checkOut > v.checkIn) &&
    [quoteRequest.adults, quoteRequest.children, quoteRequest.rooms].every(Number.isFinite);
  const quote = useQuery(staffQuoteQuery(quoteRequest, quoteReady));

  const create = useAdminMutation({
    mutationFn: (body: ReturnType<typeof toBody>) => createStaffBooking(body, idempotencyKey),
    invalidate: [BOOKINGS_KEY],
    success: (b) => ({
      type: 'success',
      title: 'Booking Created',
      message: b.paymentLinkSent
        ? `Booking ${b.bookingId} created; payment link e-mailed to ${b.email}`
        : `Booking ${b.bookingId} created for ${b.guestName}`,
    }),
    failure: { title: 'Booking Failed', message: 'Failed to create booking' },
    onSuccess: (b) => {
      setIdempotencyKey(newKey());
      void navigate(`/admin/bookings/${encodeURIComponent(b.bookingId)}`);
    },
  });

  // The form's text goes as typed: the server reads it with the same schema.
  const onSubmit = form.onValid(() =>
    create.mutate(toBody(form.getValues()), {
      onError: (err) => {
        form.serverErrors(err, { anyCode: true });
        if (!(err instanceof ApiError)) return;
        if (err.fields && err.code === 'VALIDATION_ERROR') toast(VALIDATION_TOAST);
        if ([err.message, ...Object.values(err.fields ?? {})].some(isStayRestrictionMessage))
          setOverridable(true);
      },
    }),
  );

  return { form, fields, values: v, quote, quoteReady, create, overridable, onSubmit };
}
