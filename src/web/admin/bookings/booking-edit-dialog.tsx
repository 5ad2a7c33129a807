import { useQuery } from '@tanstack/react-query';
import { EDIT_MESSAGES } from '../../../domain/booking-edit';
import { ADMIN_EDITABLE_STATUSES, BOOKING_STATUS_LABELS } from '../../../domain/booking-status';
import { villasQuery } from '../../api/villas';
import { EnumOptions, Field } from '../ui/field';
import { oneOf } from '../ui/enum-options';
import { FormDialog } from '../ui/form-dialog';
import type { AdminBookingDetail } from './api';
import {
  PaymentReceivedFields,
  ReadOnlyMoney,
  StayPreview,
  UnitPicker,
} from './booking-edit-parts';
import { NoteFields, StayFields } from './booking-fields';
import { useBookingEdit } from './use-booking-edit';

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
  const edit = useBookingEdit(detail, open, () => onOpenChange(false));
  const { form, fields, values: v, preview, newTotal, priceDiffers } = edit;
  const { setValue, clearErrors } = form;
  const { data: villas } = useQuery(villasQuery);
  const effectiveTotal = priceDiffers && v.pricing === 'reprice' ? newTotal! : b.total;
  const { id, err, input } = fields;
  const toggleUnit = (unit: string, on: boolean) => {
    const current = form.getValues('unitNumbers');
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
      busy={edit.save.isPending}
      onSubmit={edit.onSubmit}
      formError={form.formError()}
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
          <PaymentReceivedFields
            fields={fields}
            register={form.register}
            due={detail.money.due}
            received={v.paymentReceived}
          />
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
          <UnitPicker
            fields={fields}
            free={edit.free}
            rooms={edit.rooms}
            chosen={v.unitNumbers}
            onToggle={toggleUnit}
          />
        </div>
        {edit.stayChanged ? (
          <StayPreview
            fields={fields}
            register={form.register}
            onChoose={() => clearErrors('pricing')}
            checking={preview.isFetching}
            error={preview.error}
            bookedTotal={b.total}
            newTotal={newTotal}
          />
        ) : null}
      </fieldset>

      <ReadOnlyMoney
        id={id}
        total={effectiveTotal}
        advance={b.advanceAmount}
        due={detail.money.due}
      />
      <NoteFields fields={fields} requests="specialRequests" />
    </FormDialog>
  );
}
