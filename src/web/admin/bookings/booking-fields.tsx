import { Field, inputNumber, type FormFields } from '../ui/field';

/** The fields of a booking's stay, named alike in the edit dialog and New Booking. */
export type StayFieldName = 'villaId' | 'checkIn' | 'checkOut' | 'adults' | 'children' | 'rooms';
/** The form's text of those fields (number inputs too: a blank stays blank until checked). */
export type StayFieldValues = Record<StayFieldName, string>;

/** The stay as the booking schemas take it. */
export const stayOf = (v: StayFieldValues) => ({
  villaId: v.villaId,
  checkIn: v.checkIn,
  checkOut: v.checkOut,
  adults: inputNumber(v.adults),
  children: inputNumber(v.children),
  rooms: inputNumber(v.rooms),
});

/**
 * Villa, check-in, check-out, adults, children and rooms, for a grid of three columns.
 * `placeholder` is an empty first choice of villa; `onVillaChange` runs when the villa changes.
 */
export function StayFields({
  fields,
  villas,
  checkIn,
  placeholder,
  onVillaChange,
}: {
  fields: FormFields<StayFieldName>;
  villas: readonly { id: string; name: string }[];
  /** The chosen check-in: check-out cannot be earlier. */
  checkIn: string;
  placeholder?: string;
  onVillaChange?: () => void;
}) {
  const { id, err, input } = fields;
  const count = (name: 'adults' | 'children' | 'rooms', min: number, max: number) => (
    <input type="number" inputMode="numeric" min={min} max={max} {...input(name)} />
  );
  return (
    <>
      <Field label="Villa" htmlFor={id('villaId')} error={err('villaId')}>
        <select {...input('villaId', { onChange: onVillaChange })}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {villas.map((villa) => (
            <option key={villa.id} value={villa.id}>
              {villa.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Check-in" htmlFor={id('checkIn')} error={err('checkIn')}>
        <input type="date" {...input('checkIn')} />
      </Field>
      <Field label="Check-out" htmlFor={id('checkOut')} error={err('checkOut')}>
        <input type="date" min={checkIn || undefined} {...input('checkOut')} />
      </Field>
      <Field label="Adults" htmlFor={id('adults')} error={err('adults')}>
        {count('adults', 1, 20)}
      </Field>
      <Field label="Children" htmlFor={id('children')} error={err('children')}>
        {count('children', 0, 19)}
      </Field>
      <Field label="Rooms" htmlFor={id('rooms')} error={err('rooms')}>
        {count('rooms', 1, 3)}
      </Field>
    </>
  );
}

/**
 * Special requests (the guest's) and admin notes (staff only). `requests` is the form's name of
 * the special requests (New Booking keeps them with the guest, as the booking request does).
 */
export function NoteFields<R extends string>({
  fields,
  requests,
  className,
}: {
  fields: FormFields<R | 'adminNotes'>;
  requests: R;
  /** Classes of each field's wrapper, e.g. a grid span. */
  className?: string;
}) {
  const { id, err, input } = fields;
  return (
    <>
      <Field
        label="Special Requests"
        htmlFor={id(requests)}
        error={err(requests)}
        className={className}
      >
        <textarea rows={2} {...input(requests)} />
      </Field>
      <Field
        label="Admin Notes"
        htmlFor={id('adminNotes')}
        error={err('adminNotes')}
        hint="Internal; never shown to the guest"
        className={className}
      >
        <textarea rows={2} {...input('adminNotes')} />
      </Field>
    </>
  );
}
