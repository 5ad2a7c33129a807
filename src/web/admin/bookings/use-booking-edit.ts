import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { z } from 'zod';
import {
  EDIT_MESSAGES,
  STAY_FIELDS,
  bookingEditFormSchema,
  bookingEditSchema,
  type PricingChoice,
} from '../../../domain/booking-edit';
import type { PropertyPaymentMethod } from '../../../domain/enums';
import { ApiError } from '../../api/client';
import { useZodForm } from '../../ui/form/use-zod-form';
import { VALIDATION_TOAST } from '../../ui/form/server-errors';
import { useToast } from '../../ui/toast';
import { inputNumber, useFormFields } from '../ui/field';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  BOOKINGS_KEY,
  editBooking,
  editPreviewQuery,
  freeUnitsQuery,
  type AdminBookingDetail,
  type BookingEditInput,
} from './api';
import type { StayFieldValues } from './booking-fields';

export type EditValues = StayFieldValues & {
  status: string;
  paymentReceived: boolean;
  paymentMethod: PropertyPaymentMethod;
  reason: string;
  guestName: string;
  email: string;
  phone: string;
  specialRequests: string;
  adminNotes: string;
  unitNumbers: string[];
  /** Asked only when the new stay's price differs from the booked one. */
  pricing: PricingChoice | '';
};

function toValues(d: AdminBookingDetail): EditValues {
  const b = d.booking;
  return {
    status: b.status,
    paymentReceived: false,
    paymentMethod: 'cash',
    reason: '',
    guestName: b.guestName,
    email: b.email,
    phone: b.phone ?? '',
    villaId: b.villaId,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    adults: String(b.adults),
    children: String(b.children),
    rooms: String(b.rooms),
    specialRequests: b.specialRequests ?? '',
    adminNotes: b.adminNotes ?? '',
    unitNumbers: d.units.map((u) => u.unitNumber).sort(),
    pricing: '',
  };
}

/** Only what changed goes to the server (the PATCH copies the fields it is given). */
function changedBody(v: EditValues, d: AdminBookingDetail): Record<string, unknown> {
  const b = d.booking;
  const body: Record<string, unknown> = {};
  const put = (key: string, value: unknown, before: unknown) => {
    if (value !== before) body[key] = value;
  };
  put('status', v.status, b.status);
  put('guestName', v.guestName.trim(), b.guestName);
  put('email', v.email.trim(), b.email);
  put('phone', v.phone.trim(), b.phone ?? '');
  put('villaId', v.villaId, b.villaId);
  put('checkIn', v.checkIn, b.checkIn);
  put('checkOut', v.checkOut, b.checkOut);
  put('adults', inputNumber(v.adults), b.adults);
  put('children', inputNumber(v.children), b.children);
  put('rooms', inputNumber(v.rooms), b.rooms);
  put('specialRequests', v.specialRequests.trim(), b.specialRequests ?? '');
  put('adminNotes', v.adminNotes.trim(), b.adminNotes ?? '');
  const units = [...v.unitNumbers].sort();
  // No unit ticked: the server keeps the units or picks free ones.
  if (
    units.length > 0 &&
    units.join(',') !==
      d.units
        .map((u) => u.unitNumber)
        .sort()
        .join(',')
  )
    body.unitNumbers = units;
  if (body.status === 'confirmed') {
    body.paymentReceived = v.paymentReceived;
    if (v.paymentReceived) body.paymentMethod = v.paymentMethod;
  }
  if (body.status === 'cancelled') body.reason = v.reason.trim();
  return body;
}

/**
 * The edit modal's form, the free units and the price preview of a changed stay, and the save:
 * the changed fields are checked by the domain's edit schema with the modal's own questions
 * (`bookingEditFormSchema`); the server's field messages land under their fields.
 */
export function useBookingEdit(detail: AdminBookingDetail, open: boolean, close: () => void) {
  const b = detail.booking;
  const toast = useToast();
  // What the checks need from the preview below: whether the price differs, the rooms typed.
  const checks = useRef({ priceDiffers: false, rooms: b.rooms });
  const paid = b.paymentStatus === 'paid';
  const schema = useMemo(
    () => z.lazy(() => bookingEditFormSchema({ ...checks.current, paid })),
    [paid],
  );
  const form = useZodForm({
    schema,
    defaultValues: toValues(detail),
    toInput: (values: EditValues) => ({
      ...changedBody(values, detail),
      ...(checks.current.priceDiffers ? { pricing: values.pricing || undefined } : {}),
    }),
  });
  const { reset } = form;
  const fields = useFormFields(form);
  useEffect(() => {
    if (open) reset(toValues(detail));
  }, [open, detail, reset]);

  const v = form.watch();
  const stay = { villaId: v.villaId, checkIn: v.checkIn, checkOut: v.checkOut };
  const freeOptions = freeUnitsQuery(b.bookingId, stay);
  const free = useQuery({ ...freeOptions, enabled: open && freeOptions.enabled === true });
  const allChanges = changedBody(v, detail);
  const stayBody = Object.fromEntries(
    STAY_FIELDS.filter((f) => f in allChanges).map((f) => [f, allChanges[f]]),
  ) as BookingEditInput;
  const stayChanged = Object.keys(stayBody).length > 0;
  const stayValid =
    stayChanged &&
    bookingEditSchema.safeParse(stayBody).success &&
    Boolean(v.checkIn && v.checkOut && v.checkOut > v.checkIn);
  const preview = useQuery(editPreviewQuery(b.bookingId, stayBody, open && stayValid));
  const newTotal = stayChanged ? preview.data?.quote?.total : undefined;
  const priceDiffers = newTotal !== undefined && newTotal !== b.total;
  const rooms = inputNumber(v.rooms);
  checks.current = { priceDiffers, rooms };

  const save = useAdminMutation({
    mutationFn: (body: BookingEditInput) => editBooking(b.bookingId, body),
    invalidate: [BOOKINGS_KEY],
    success: () => ({ type: 'success', ...EDIT_MESSAGES.updated }),
    failure: EDIT_MESSAGES.failed,
    onSuccess: close,
  });

  const onSubmit = form.onValid((body) => {
    if (Object.keys(body).length === 0) return close();
    save.mutate(body, {
      onError: (err) => {
        form.serverErrors(err, { anyCode: true });
        if (err instanceof ApiError && err.fields && err.code === 'VALIDATION_ERROR')
          toast(VALIDATION_TOAST);
      },
    });
  });

  return {
    form,
    fields,
    values: v,
    free,
    preview,
    stayChanged,
    newTotal,
    priceDiffers,
    rooms,
    save,
    onSubmit,
  };
}
