import { SAFARI_STATUS_BADGE } from '../../../domain/booking-status';
import { formatLongDate } from '../../../domain/dates';
import { type GuestBookingView } from '../../api/guest-booking';
import { Badge, Section, Item, localHint } from './page-parts';

export function StayDetails({ b }: { b: GuestBookingView }) {
  const guests = `${b.adults} ${b.adults === 1 ? 'adult' : 'adults'}${b.children ? `, ${b.children} ${b.children === 1 ? 'child' : 'children'}` : ''}`;
  return (
    <Section id="stay-heading" title="Your stay">
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Item label="Villa" value={`${b.villaName}${b.rooms > 1 ? ` × ${b.rooms} rooms` : ''}`} />
        <Item
          label={b.units.length > 1 ? 'Rooms' : 'Room'}
          value={b.units.length ? b.units.join(', ') : '—'}
        />
        <Item
          label="Check-in"
          value={`${formatLongDate(b.checkIn)}, from 2:00 PM (resort time)`}
          hint={localHint(b.checkInAt, b.resortTimeZone)}
        />
        <Item
          label="Check-out"
          value={`${formatLongDate(b.checkOut)}, by 11:00 AM (resort time)`}
          hint={localHint(b.checkOutAt, b.resortTimeZone)}
        />
        <Item
          label="Guests"
          value={`${guests} · ${b.nights} ${b.nights === 1 ? 'night' : 'nights'}`}
        />
        <Item label="Package" value={b.packageName ?? 'Room only'} />
        <Item label="Guest" value={b.guestName} />
        {b.specialRequests ? <Item label="Special requests" value={b.specialRequests} /> : null}
      </dl>
      {b.safariEnquiries.length ? (
        <>
          <h3 className="mt-5 font-serif text-lg text-forest">Safari Enquiries</h3>
          <ul className="mt-2 space-y-3 text-sm">
            {b.safariEnquiries.map((s) => (
              <li key={s.id} className="rounded-lg bg-cream p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    {s.name}
                    {s.date ? ` · ${formatLongDate(s.date)}` : ''}
                    {s.timing ? ` · ${s.timing}` : ''} · {s.persons}{' '}
                    {s.persons === 1 ? 'person' : 'persons'}
                  </span>
                  <Badge
                    className={SAFARI_STATUS_BADGE[s.status]}
                    label={
                      s.status === 'pending'
                        ? 'Pending Confirmation'
                        : s.status.replace(/^./, (c) => c.toUpperCase())
                    }
                  />
                </div>
                {s.response ? (
                  <p className="mt-2">
                    <span className="text-muted">The resort's answer: </span>
                    {s.response}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
