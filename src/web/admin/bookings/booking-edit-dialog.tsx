import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  EDIT_MESSAGES,
  STAY_FIELDS,
  bookingEditSchema,
  type PricingChoice,
} from '../../../domain/booking-edit';
import { ADMIN_EDITABLE_STATUSES, BOOKING_STATUS_LABELS } from '../../../domain/booking-status';
import { PROPERTY_PAYMENT_METHODS, type PropertyPaymentMethod } from '../../../domain/enums';
import { PAYMENT_METHOD_LABELS } from '../../../domain/refunds';
import { ApiError } from '../../api/client';
import { villasQuery } from '../../api/villas';
import { formatInr } from '../../ui/format';
import { EnumOptions, Field, inputClass, inputNumber, useFormFields } from '../ui/field';
import { oneOf } from '../ui/enum-options';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  BOOKINGS_KEY,
  editBooking,
  editPreviewQuery,
  freeUnitsQuery,
  type AdminBookingDetail,
  type BookingEditInput,
} from './api';
import {
  NoteFields,
  StayFields,
  useBookingFormErrors,
  type BookingFieldValues,
} from './booking-fields';

type Values = BookingFieldValues & {
  status: string;
  paymentReceived: boolean;
  paymentMethod: PropertyPaymentMethod;
  reason: string;
  guestName: string;
  email: string;
  phone: string;
  unitNumbers: string[];
  /** Asked only when the new stay's price differs from the booked one. */
  pricing: PricingChoice | '';
};

function toValues(d: AdminBookingDetail): Values {
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
function changedBody(v: Values, d: AdminBookingDetail): BookingEditInput {
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
  return body as BookingEditInput;
}

/**
 * The spec's edit modal: status, guest, stay (re-checked and re-priced on the server, with a
 * keep-or-take price choice), the room units free for those nights, the advance and what is due
 * (the server's figures from the ledger, decision 0112: money moves through the payment actions),
 * special requests and admin notes. Field errors from the server land under their fields.
 */
export function BookingEditDialog({
  detail,
  open,
  onOpenChange,
}: {
  detail: AdminBookingDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const b = detail.booking;
  const form = useForm<Values>({ defaultValues: toValues(detail) });
  const { register, handleSubmit, reset, watch, setValue, formState, clearErrors } = form;
  const fields = useFormFields(form);
  const { showIssues, onServerError } = useBookingFormErrors(form);
  useEffect(() => {
    if (open) reset(toValues(detail));
  }, [open, detail, reset]);

  const { data: villas } = useQuery(villasQuery);
  const v = watch();
  const stay = { villaId: v.villaId, checkIn: v.checkIn, checkOut: v.checkOut };
  const freeOptions = freeUnitsQuery(b.bookingId, stay);
  const free = useQuery({ ...freeOptions, enabled: open && freeOptions.enabled === true });
  const allChanges = changedBody(v, detail) as Record<string, unknown>;
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
  const effectiveTotal = priceDiffers && v.pricing === 'reprice' ? newTotal : b.total;
  const rooms = inputNumber(v.rooms);

  const save = useAdminMutation({
    mutationFn: (body: BookingEditInput) => editBooking(b.bookingId, body),
    invalidate: [BOOKINGS_KEY],
    success: () => ({ type: 'success', ...EDIT_MESSAGES.updated }),
    failure: EDIT_MESSAGES.failed,
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = handleSubmit((values) => {
    const body = changedBody(values, detail) as Record<string, unknown>;
    if (priceDiffers) body.pricing = values.pricing || undefined;
    const issues: [string, string][] = [];
    const parsed = bookingEditSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) issues.push([String(issue.path[0]), issue.message]);
    if (priceDiffers && !values.pricing) issues.push(['pricing', EDIT_MESSAGES.pricingRequired]);
    if (body.unitNumbers && values.unitNumbers.length !== rooms)
      issues.push(['unitNumbers', EDIT_MESSAGES.unitCount(rooms)]);
    if (body.status === 'confirmed' && b.paymentStatus !== 'paid' && !values.paymentReceived)
      issues.push([
        'paymentReceived',
        'Confirm that the full payment has been received before confirming the booking',
      ]);
    if (body.status === 'cancelled' && !values.reason.trim())
      issues.push(['reason', 'Please give a reason for the cancellation']);
    if (issues.length) {
      showIssues(issues);
      return;
    }
    if (Object.keys(body).length === 0) {
      onOpenChange(false);
      return;
    }
    save.mutate(parsed.success ? (parsed.data as BookingEditInput) : (body as BookingEditInput), {
      onError: onServerError,
    });
  });

  const { id, err, aria, input } = fields;
  const toggleUnit = (unit: string, on: boolean) => {
    const current = watch('unitNumbers');
    setValue('unitNumbers', on ? [...current, unit].sort() : current.filter((u) => u !== unit));
    clearErrors('unitNumbers');
  };
  const cancelled = b.status === 'cancelled';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Edit Booking ${b.bookingId}`}
      description={`${b.guestName} · ${b.villaName}`}
      submitLabel="Save Changes"
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={formState.errors.root?.server?.message}
      wide
    >
      {cancelled ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {EDIT_MESSAGES.cancelledLocked}. Only the notes can be changed.
        </p>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={cancelled}>
        <legend className="sr-only">Status and guest</legend>
        <Field label="Status" htmlFor={id('status')} error={err('status')}>
          <select {...input('status')}>
            {oneOf(ADMIN_EDITABLE_STATUSES, b.status) ? null : (
              <option value={b.status}>{BOOKING_STATUS_LABELS[b.status]}</option>
            )}
            <EnumOptions values={ADMIN_EDITABLE_STATUSES} labels={BOOKING_STATUS_LABELS} />
          </select>
        </Field>
        <Field label="Guest Name" htmlFor={id('guestName')} error={err('guestName')}>
          <input autoComplete="off" {...input('guestName')} />
        </Field>
        {v.status === 'confirmed' && b.status !== 'confirmed' && b.paymentStatus !== 'paid' ? (
          <div className="sm:col-span-2">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-forest"
                {...aria('paymentReceived')}
                {...register('paymentReceived')}
              />
              I confirm the payment of {formatInr(detail.money.due)} due has been received
            </label>
            {err('paymentReceived') ? (
              <p id={`${id('paymentReceived')}-error`} className="text-sm text-red-700">
                {err('paymentReceived')}
              </p>
            ) : null}
            {v.paymentReceived ? (
              <Field
                label="How was it paid?"
                htmlFor={id('paymentMethod')}
                error={err('paymentMethod')}
              >
                <select {...input('paymentMethod')}>
                  {PROPERTY_PAYMENT_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {PAYMENT_METHOD_LABELS[m]}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
          </div>
        ) : null}
        {v.status === 'cancelled' && b.status !== 'cancelled' ? (
          <div className="sm:col-span-2">
            <Field
              label="Reason for cancelling"
              htmlFor={id('reason')}
              error={err('reason')}
              hint="Kept in the booking's history; the guest is e-mailed"
            >
              <textarea rows={2} {...input('reason')} />
            </Field>
          </div>
        ) : null}
        <Field label="Email" htmlFor={id('email')} error={err('email')}>
          <input type="email" {...input('email')} />
        </Field>
        <Field label="Phone" htmlFor={id('phone')} error={err('phone')}>
          <input type="tel" {...input('phone')} />
        </Field>
      </fieldset>

      <fieldset
        className="grid gap-4 rounded-lg border border-sand p-3 sm:grid-cols-3"
        disabled={cancelled}
      >
        <legend className="px-1 text-sm font-semibold text-forest">Stay</legend>
        <StayFields
          fields={fields}
          villas={villas ?? [{ id: b.villaId, name: b.villaName }]}
          checkIn={v.checkIn}
          onVillaChange={() => setValue('unitNumbers', [])}
        />
        <div className="sm:col-span-3">
          <fieldset
            aria-describedby={
              err('unitNumbers') ? `${id('unitNumbers')}-error` : `${id('unitNumbers')}-hint`
            }
          >
            <legend className="text-sm font-medium text-ink">Room units</legend>
            <p id={`${id('unitNumbers')}-hint`} className="text-xs text-muted">
              Units free for these nights; choose {Number.isFinite(rooms) ? rooms : 1} (one per
              room). Leave as is to keep or pick automatically.
            </p>
            {free.isPending && free.fetchStatus !== 'idle' ? (
              <p className="mt-1 text-sm text-muted">Checking free units…</p>
            ) : free.data ? (
              free.data.units.length === 0 ? (
                <p className="mt-1 text-sm text-red-700">No unit is free for these nights.</p>
              ) : (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {free.data.units.map((u) => {
                    const checked = v.unitNumbers.includes(u.unitNumber);
                    return (
                      <li key={u.unitNumber}>
                        <label
                          className={`flex cursor-pointer items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-moss ${checked ? 'border-forest bg-forest/10 text-forest' : 'border-stone-300'}`}
                        >
                          <input
                            type="checkbox"
                            className="size-4 accent-forest"
                            checked={checked}
                            onChange={(e) => toggleUnit(u.unitNumber, e.target.checked)}
                          />
                          {u.unitNumber}
                          {u.current ? <span className="text-xs text-muted">(current)</span> : null}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              )
            ) : null}
            {err('unitNumbers') ? (
              <p
                id={`${id('unitNumbers')}-error`}
                role="alert"
                className="mt-1 text-sm text-red-700"
              >
                {err('unitNumbers')}
              </p>
            ) : null}
          </fieldset>
        </div>
        {stayChanged ? (
          <div className="sm:col-span-3" aria-live="polite">
            {preview.isFetching ? (
              <p className="text-sm text-muted">Checking availability and price…</p>
            ) : preview.error instanceof ApiError ? (
              <p role="alert" className="text-sm text-red-700">
                {preview.error.message}
              </p>
            ) : newTotal !== undefined ? (
              priceDiffers ? (
                <fieldset aria-describedby={err('pricing') ? `${id('pricing')}-error` : undefined}>
                  <legend className="text-sm font-medium text-ink">
                    Price: booked {formatInr(b.total)} · new price {formatInr(newTotal)}
                  </legend>
                  <div className="mt-1 flex flex-wrap gap-4 text-sm">
                    <label className="flex items-center gap-1.5">
                      <input
                        type="radio"
                        value="keep"
                        className="size-4 accent-forest"
                        {...register('pricing', { onChange: () => clearErrors('pricing') })}
                      />
                      Keep old price ({formatInr(b.total)})
                    </label>
                    <label className="flex items-center gap-1.5">
                      <input
                        type="radio"
                        value="reprice"
                        className="size-4 accent-forest"
                        {...register('pricing', { onChange: () => clearErrors('pricing') })}
                      />
                      Take new price ({formatInr(newTotal)})
                    </label>
                  </div>
                  {err('pricing') ? (
                    <p id={`${id('pricing')}-error`} className="text-sm text-red-700">
                      {err('pricing')}
                    </p>
                  ) : null}
                </fieldset>
              ) : (
                <p className="text-sm text-muted">
                  Available; the price stays {formatInr(b.total)}.
                </p>
              )
            ) : null}
          </div>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Total" htmlFor={id('total')}>
          <input
            id={id('total')}
            readOnly
            className={`${inputClass} bg-stone-50`}
            value={formatInr(effectiveTotal)}
          />
        </Field>
        <Field
          label="Advance Amount"
          htmlFor={id('advanceAmount')}
          hint="What was paid as the advance; record payments with Record payment"
        >
          <input
            id={id('advanceAmount')}
            readOnly
            className={`${inputClass} bg-stone-50`}
            value={formatInr(b.advanceAmount)}
          />
        </Field>
        <Field label="Due" htmlFor={id('remaining')} hint="Total with charges − paid + refunded">
          <input
            id={id('remaining')}
            readOnly
            className={`${inputClass} bg-stone-50`}
            value={formatInr(detail.money.due)}
          />
        </Field>
      </div>
      <NoteFields fields={fields} />
    </FormDialog>
  );
}
