import type { UseFormReturn } from 'react-hook-form';
import { countryOptions, INDIA } from '../../../domain/countries';
import {
  ID_TYPE_LABELS,
  ID_TYPES,
  type FormC,
  type GuestRegistration,
  type IdType,
  type RegistrationBody,
} from '../../../domain/registration';
import { Button } from '../ui/button';
import { EnumOptions, Field, useFormFields } from '../ui/field';

/**
 * The form's values: a guest of the registration body with every field a string (blank = not
 * given), the ID type one of the list, Form C kept while foreign.
 */
export type GuestFormValues = {
  [K in keyof Omit<GuestRegistration, 'idType' | 'formC'>]-?: string;
} & { idType: IdType; formC: Record<keyof FormC, string> };
export type RegistrationFormValues = Record<keyof RegistrationBody, GuestFormValues[]>;

export const EMPTY_FORM_C: Record<keyof FormC, string> = {
  passportNumber: '',
  passportPlaceOfIssue: '',
  passportDateOfIssue: '',
  passportExpiry: '',
  visaNumber: '',
  visaType: '',
  visaPlaceOfIssue: '',
  visaDateOfIssue: '',
  visaExpiry: '',
  arrivalInIndia: '',
  arrivedFrom: '',
  nextDestination: '',
  purpose: '',
};

export const emptyGuest = (): GuestFormValues => ({
  name: '',
  nationality: INDIA,
  idType: 'aadhaar',
  idNumber: '',
  address: '',
  formC: { ...EMPTY_FORM_C },
});

const FORM_C_FIELDS: [keyof FormC, string, 'text' | 'date'][] = [
  ['passportNumber', 'Passport number', 'text'],
  ['passportPlaceOfIssue', 'Passport place of issue', 'text'],
  ['passportDateOfIssue', 'Passport date of issue', 'date'],
  ['passportExpiry', 'Passport valid till', 'date'],
  ['visaNumber', 'Visa number', 'text'],
  ['visaType', 'Visa type', 'text'],
  ['visaPlaceOfIssue', 'Visa place of issue', 'text'],
  ['visaDateOfIssue', 'Visa date of issue', 'date'],
  ['visaExpiry', 'Visa valid till', 'date'],
  ['arrivalInIndia', 'Date of arrival in India', 'date'],
  ['arrivedFrom', 'Arrived from', 'text'],
  ['nextDestination', 'Next destination', 'text'],
  ['purpose', 'Purpose of visit', 'text'],
];

let countries: ReturnType<typeof countryOptions> | undefined;

/** One guest of the stay: identity, and for a foreign national the Form C particulars. */
export function GuestFields({
  form,
  index,
  onRemove,
}: {
  form: UseFormReturn<RegistrationFormValues, unknown, RegistrationBody>;
  index: number;
  onRemove?: () => void;
}) {
  const { id, err, input } = useFormFields(form);
  countries ??= countryOptions();
  const p = `guests.${index}` as const;
  const foreign = form.watch(`${p}.nationality`) !== INDIA;
  const title = index === 0 ? 'Lead guest' : `Guest ${index + 1}`;
  return (
    <fieldset className="rounded-xl border border-sand p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Full name" htmlFor={id(`${p}.name`)} error={err(`${p}.name`)}>
          <input {...input(`${p}.name`)} autoComplete="off" />
        </Field>
        <Field label="Nationality" htmlFor={id(`${p}.nationality`)} error={err(`${p}.nationality`)}>
          <select {...input(`${p}.nationality`)}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code === INDIA ? 'India (Indian)' : c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="ID type" htmlFor={id(`${p}.idType`)} error={err(`${p}.idType`)}>
          <select {...input(`${p}.idType`)}>
            <EnumOptions values={ID_TYPES} labels={ID_TYPE_LABELS} />
          </select>
        </Field>
        <Field
          label="ID number"
          htmlFor={id(`${p}.idNumber`)}
          error={err(`${p}.idNumber`)}
          hint="A masked number (••••) keeps the one on file."
        >
          <input {...input(`${p}.idNumber`)} autoComplete="off" spellCheck={false} />
        </Field>
        <Field
          label="Address (optional)"
          htmlFor={id(`${p}.address`)}
          error={err(`${p}.address`)}
          className="sm:col-span-2"
        >
          <textarea {...input(`${p}.address`)} rows={2} />
        </Field>
      </div>
      {foreign ? (
        <fieldset className="mt-4 rounded-lg bg-stone-50 p-3">
          <legend className="px-1 text-sm font-semibold text-ink">
            Form C particulars (foreign national)
          </legend>
          {err(`${p}.formC`) ? (
            <p className="mb-2 text-sm text-red-700">{err(`${p}.formC`)}</p>
          ) : null}
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {FORM_C_FIELDS.map(([key, label, type]) => {
              const name = `${p}.formC.${key}` as const;
              return (
                <Field key={key} label={label} htmlFor={id(name)} error={err(name)}>
                  <input {...input(name)} type={type} autoComplete="off" />
                </Field>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {onRemove ? (
        <div className="mt-3 flex justify-end">
          <Button
            variant="secondary"
            onClick={onRemove}
            aria-label={`Remove ${title.toLowerCase()}`}
          >
            Remove guest
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
