import { useQuery } from '@tanstack/react-query';
import { packagesQuery } from '../../api/packages';
import { villasQuery } from '../../api/villas';
import { FormError } from '../../ui/form/form-dialog';
import { formatInr } from '../../ui/format';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Field } from '../ui/field';
import { AllBookingsLink } from './all-bookings-link';
import { StayFields } from './booking-fields';
import { GuestCard, OverrideCard, PaymentCard, PriceCard } from './new-booking-parts';
import { useNewBooking } from './use-new-booking';

/**
 * New Booking (phone and walk-in guests): the website's booking service with the staff's rules,
 * the server's quote and free units shown as staff type, and how the guest will pay.
 */
export function NewBookingPage() {
  const { data: villas } = useQuery(villasQuery);
  const { data: packages } = useQuery(packagesQuery);
  const {
    form,
    fields,
    values: v,
    quote,
    quoteReady,
    create,
    overridable,
    onSubmit,
  } = useNewBooking();
  const { id, err, input } = fields;

  return (
    <div className="flex flex-col gap-5">
      <AllBookingsLink />
      <div>
        <h1 className="text-2xl sm:text-3xl">New Booking</h1>
        <p className="text-sm text-muted">
          A phone or walk-in guest: priced and reserved exactly like a website booking.
        </p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_20rem]"
      >
        <div className="flex flex-col gap-4">
          <Card title="Stay">
            <div className="grid gap-4 sm:grid-cols-3">
              <StayFields
                fields={fields}
                villas={villas ?? []}
                checkIn={v.checkIn}
                placeholder="Choose a villa"
              />
              <div className="sm:col-span-3">
                <Field label="Package" htmlFor={id('packageId')} error={err('packageId')}>
                  <select {...input('packageId')}>
                    {(packages ?? []).map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name} (
                        {p.price ? `${formatInr(p.price)} ${p.duration.toLowerCase()}` : 'Free'})
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
            </div>
          </Card>
          <GuestCard fields={fields} />
        </div>

        <div className="flex flex-col gap-4">
          <PriceCard quote={quote} ready={quoteReady} rooms={v.rooms} />
          <PaymentCard fields={fields} register={form.register} />
          {overridable ? <OverrideCard fields={fields} /> : null}
          <FormError message={form.formError()} />
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Booking'}
          </Button>
        </div>
      </form>
    </div>
  );
}
