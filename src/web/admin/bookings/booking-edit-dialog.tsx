import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  EDIT_MESSAGES,
  STAY_FIELDS,
  bookingEditSchema,
  remainingAmount,
  type PricingChoice,
} from '../../../domain/booking-edit';
import { ADMIN_EDITABLE_STATUSES, BOOKING_STATUS_LABELS } from '../../../domain/booking-status';
import { ApiError } from '../../api/client';
import { villasQuery } from '../../api/villas';
import { formatInr } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { Field, inputClass } from '../ui/field';
import { FormDialog, VALIDATION_TOAST } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  BOOKINGS_KEY,
  editBooking,
  editPreviewQuery,
  freeUnitsQuery,
  type AdminBookingDetail,
  type BookingEditInput,
} from './api';

type Values = {
  status: string;
  paymentReceived: boolean;
  reason: string;
  guestName: string;
  email: string;
  phone: string;
  villaId: string;
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  rooms: string;
  advanceAmount: string;
  specialRequests: string;
  adminNotes: string;
  unitNumbers: string[];
};

function toValues(d: AdminBookingDetail): Values {
  const b = d.booking;
  return {
    status: b.status,
    paymentReceived: false,
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
    advanceAmount: String(b.advanceAmount),
    specialRequests: b.specialRequests ?? '',
    adminNotes: b.adminNotes ?? '',
    unitNumbers: d.units.map((u) => u.unitNumber).sort(),
  };
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

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
  put('adults', num(v.adults), b.adults);
  put('children', num(v.children), b.children);
  put('rooms', num(v.rooms), b.rooms);
  put('advanceAmount', num(v.advanceAmount), b.advanceAmount);
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
  if (body.status === 'confirmed') body.paymentReceived = v.paymentReceived;
  if (body.status === 'cancelled') body.reason = v.reason.trim();
  return body as BookingEditInput;
}

/**
 * The spec's edit modal: status, guest, stay (re-checked and re-priced on the server, with a
 * keep-or-take price choice), the room units free for those nights, advance (remaining computed),
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
  const uid = useId();
  const toast = useToast();
  const b = detail.booking;
  const form = useForm<Values>({ defaultValues: toValues(detail) });
  const { register, handleSubmit, reset, setError, watch, setValue, formState, clearErrors } = form;
  const [pricing, setPricing] = useState<PricingChoice | null>(null);
  useEffect(() => {
    if (open) {
      reset(toValues(detail));
      setPricing(null);
    }
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
  const effectiveTotal = priceDiffers && pricing === 'reprice' ? newTotal : b.total;
  const advance = num(v.advanceAmount);
  const remaining = Number.isFinite(advance)
    ? remainingAmount({
        paymentStatus: b.paymentStatus,
        total: effectiveTotal,
        advanceAmount: advance,
      })
    : effectiveTotal;
  const rooms = num(v.rooms);

  const save = useAdminMutation({
    mutationFn: (body: BookingEditInput) => editBooking(b.bookingId, body),
    invalidate: [BOOKINGS_KEY],
    success: () => ({ type: 'success', ...EDIT_MESSAGES.updated }),
    failure: EDIT_MESSAGES.failed,
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = handleSubmit((values) => {
    const body = changedBody(values, detail) as Record<string, unknown>;
    if (priceDiffers) body.pricing = pricing ?? undefined;
    const issues: [keyof Values | 'pricing', string][] = [];
    const parsed = bookingEditSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        issues.push([String(issue.path[0]) as keyof Values, issue.message]);
    if (Number.isFinite(advance) && advance > effectiveTotal)
      issues.push(['advanceAmount', EDIT_MESSAGES.advanceAboveTotal]);
    if (priceDiffers && !pricing) issues.push(['pricing', EDIT_MESSAGES.pricingRequired]);
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
      const seen = new Set<string>();
      for (const [field, message] of issues) {
        if (seen.has(field)) continue;
        setError(field as keyof Values, { message }, { shouldFocus: seen.size === 0 });
        seen.add(field);
      }
      toast(VALIDATION_TOAST);
      return;
    }
    if (Object.keys(body).length === 0) {
      onOpenChange(false);
      return;
    }
    save.mutate(parsed.success ? (parsed.data as BookingEditInput) : (body as BookingEditInput), {
      onError: (err) => {
        if (err instanceof ApiError && err.fields) {
          const known = new Set([...Object.keys(values), 'pricing']);
          let first = true;
          for (const [field, message] of Object.entries(err.fields)) {
            setError(
              (known.has(field) ? field : 'root.server') as keyof Values,
              { type: 'server', message },
              { shouldFocus: first },
            );
            first = false;
          }
          if (err.code === 'VALIDATION_ERROR') toast(VALIDATION_TOAST);
        }
      },
    });
  });

  const id = (name: string) => `${uid}-${name}`;
  const err = (name: string) =>
    (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const aria = (name: string) => ({
    'aria-invalid': Boolean(err(name)),
    'aria-describedby': err(name) ? `${id(name)}-error` : undefined,
  });
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
          <select
            id={id('status')}
            className={inputClass}
            {...aria('status')}
            {...register('status')}
          >
            {!(ADMIN_EDITABLE_STATUSES as readonly string[]).includes(b.status) ? (
              <option value={b.status}>{BOOKING_STATUS_LABELS[b.status]}</option>
            ) : null}
            {ADMIN_EDITABLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {BOOKING_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Guest Name" htmlFor={id('guestName')} error={err('guestName')}>
          <input
            id={id('guestName')}
            className={inputClass}
            autoComplete="off"
            {...aria('guestName')}
            {...register('guestName')}
          />
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
              I confirm the full payment of {formatInr(effectiveTotal)} has been received
            </label>
            {err('paymentReceived') ? (
              <p id={`${id('paymentReceived')}-error`} className="text-sm text-red-700">
                {err('paymentReceived')}
              </p>
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
              <textarea
                id={id('reason')}
                rows={2}
                className={inputClass}
                {...aria('reason')}
                {...register('reason')}
              />
            </Field>
          </div>
        ) : null}
        <Field label="Email" htmlFor={id('email')} error={err('email')}>
          <input
            id={id('email')}
            type="email"
            className={inputClass}
            {...aria('email')}
            {...register('email')}
          />
        </Field>
        <Field label="Phone" htmlFor={id('phone')} error={err('phone')}>
          <input
            id={id('phone')}
            type="tel"
            className={inputClass}
            {...aria('phone')}
            {...register('phone')}
          />
        </Field>
      </fieldset>

      <fieldset
        className="grid gap-4 rounded-lg border border-sand p-3 sm:grid-cols-3"
        disabled={cancelled}
      >
        <legend className="px-1 text-sm font-semibold text-forest">Stay</legend>
        <Field label="Villa" htmlFor={id('villaId')} error={err('villaId')}>
          <select
            id={id('villaId')}
            className={inputClass}
            {...aria('villaId')}
            {...register('villaId', { onChange: () => setValue('unitNumbers', []) })}
          >
            {(villas ?? [{ id: b.villaId, name: b.villaName }]).map((villa) => (
              <option key={villa.id} value={villa.id}>
                {villa.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Check-in" htmlFor={id('checkIn')} error={err('checkIn')}>
          <input
            id={id('checkIn')}
            type="date"
            className={inputClass}
            {...aria('checkIn')}
            {...register('checkIn')}
          />
        </Field>
        <Field label="Check-out" htmlFor={id('checkOut')} error={err('checkOut')}>
          <input
            id={id('checkOut')}
            type="date"
            min={v.checkIn}
            className={inputClass}
            {...aria('checkOut')}
            {...register('checkOut')}
          />
        </Field>
        <Field label="Adults" htmlFor={id('adults')} error={err('adults')}>
          <input
            id={id('adults')}
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            className={inputClass}
            {...aria('adults')}
            {...register('adults')}
          />
        </Field>
        <Field label="Children" htmlFor={id('children')} error={err('children')}>
          <input
            id={id('children')}
            type="number"
            inputMode="numeric"
            min={0}
            max={19}
            className={inputClass}
            {...aria('children')}
            {...register('children')}
          />
        </Field>
        <Field label="Rooms" htmlFor={id('rooms')} error={err('rooms')}>
          <input
            id={id('rooms')}
            type="number"
            inputMode="numeric"
            min={1}
            max={3}
            className={inputClass}
            {...aria('rooms')}
            {...register('rooms')}
          />
        </Field>
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
                        name={id('pricing')}
                        className="size-4 accent-forest"
                        checked={pricing === 'keep'}
                        onChange={() => {
                          setPricing('keep');
                          clearErrors('pricing' as keyof Values);
                        }}
                      />
                      Keep old price ({formatInr(b.total)})
                    </label>
                    <label className="flex items-center gap-1.5">
                      <input
                        type="radio"
                        name={id('pricing')}
                        className="size-4 accent-forest"
                        checked={pricing === 'reprice'}
                        onChange={() => {
                          setPricing('reprice');
                          clearErrors('pricing' as keyof Values);
                        }}
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
          label="Advance Amount (₹)"
          htmlFor={id('advanceAmount')}
          error={err('advanceAmount')}
        >
          <input
            id={id('advanceAmount')}
            type="number"
            inputMode="numeric"
            min={0}
            max={effectiveTotal}
            className={inputClass}
            disabled={cancelled}
            {...aria('advanceAmount')}
            {...register('advanceAmount')}
          />
        </Field>
        <Field
          label="Remaining Amount"
          htmlFor={id('remaining')}
          hint="Computed: total − advance, never below 0"
        >
          <input
            id={id('remaining')}
            readOnly
            className={`${inputClass} bg-stone-50`}
            value={formatInr(remaining)}
          />
        </Field>
      </div>
      <Field
        label="Special Requests"
        htmlFor={id('specialRequests')}
        error={err('specialRequests')}
      >
        <textarea
          id={id('specialRequests')}
          rows={2}
          className={inputClass}
          {...aria('specialRequests')}
          {...register('specialRequests')}
        />
      </Field>
      <Field
        label="Admin Notes"
        htmlFor={id('adminNotes')}
        error={err('adminNotes')}
        hint="Internal; never shown to the guest"
      >
        <textarea
          id={id('adminNotes')}
          rows={2}
          className={inputClass}
          {...aria('adminNotes')}
          {...register('adminNotes')}
        />
      </Field>
    </FormDialog>
  );
}
