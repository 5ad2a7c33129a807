import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';
import { Field, inputNumber, type FormFields } from '../ui/field';
import { setFieldErrors, VALIDATION_TOAST } from '../ui/form-dialog';

/** The fields of a booking's stay, named alike in the edit dialog and New Booking. */
export type StayFieldName = 'villaId' | 'checkIn' | 'checkOut' | 'adults' | 'children' | 'rooms';
export type NoteFieldName = 'specialRequests' | 'adminNotes';
/** The form's text of those fields (number inputs too: a blank stays blank until checked). */
export type BookingFieldValues = Record<StayFieldName | NoteFieldName, string>;

/** The stay as the booking schemas take it. */
export const stayOf = (v: Record<StayFieldName, string>) => ({
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

/** Special requests (the guest's) and admin notes (staff only). */
export function NoteFields({
  fields,
  className,
}: {
  fields: FormFields<NoteFieldName>;
  /** Classes of each field's wrapper, e.g. a grid span. */
  className?: string;
}) {
  const { id, err, input } = fields;
  return (
    <>
      <Field
        label="Special Requests"
        htmlFor={id('specialRequests')}
        error={err('specialRequests')}
        className={className}
      >
        <textarea rows={2} {...input('specialRequests')} />
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

/**
 * How a booking form shows what is wrong: `showIssues` puts the form's own checks under their
 * fields with the validation toast; `onServerError` does the same with the server's field
 * messages (`rename` maps its paths to the form's names).
 */
export function useBookingFormErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  rename: (path: string) => string = (path) => path,
) {
  const toast = useToast();
  return {
    showIssues(issues: Iterable<readonly [string, string]>) {
      setFieldErrors(form, issues);
      toast(VALIDATION_TOAST);
    },
    onServerError(err: unknown) {
      if (!(err instanceof ApiError) || !err.fields) return;
      const entries = Object.entries(err.fields).map(
        ([path, message]) => [rename(path), message] as const,
      );
      setFieldErrors(form, entries, { type: 'server' });
      if (err.code === 'VALIDATION_ERROR') toast(VALIDATION_TOAST);
    },
  };
}
