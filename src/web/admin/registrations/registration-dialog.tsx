import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import { INDIA } from '../../../domain/countries';
import {
  REGISTRATION_MAX_GUESTS,
  registrationBodySchema,
  type FormC,
  type RegistrationBody,
} from '../../../domain/registration';
import { useZodForm } from '../../ui/form/use-zod-form';
import { BOOKINGS_KEY } from '../bookings/api';
import { Button } from '../ui/button';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { FORM_C_DUE_KEY, saveRegistration, type RegistrationView } from './api';
import {
  EMPTY_FORM_C,
  emptyGuest,
  GuestFields,
  type GuestFormValues,
  type RegistrationFormValues,
} from './guest-fields';

const toValues = (reg: RegistrationView | undefined, leadName: string): RegistrationFormValues => ({
  guests: reg?.guests.length
    ? reg.guests.map((g) => ({
        name: g.name,
        nationality: g.nationality,
        idType: g.idType,
        idNumber: g.idNumber ?? '',
        address: g.address ?? '',
        formC: g.formC
          ? (Object.fromEntries(
              Object.keys(EMPTY_FORM_C).map((k) => [k, g.formC?.[k as keyof FormC] ?? '']),
            ) as Record<keyof FormC, string>)
          : { ...EMPTY_FORM_C },
      }))
    : [{ ...emptyGuest(), name: leadName }],
});

/** The API's body: Form C only for a foreign national who has any of it filled in. */
function toBody(v: RegistrationFormValues) {
  return {
    guests: v.guests.map((g: GuestFormValues) => {
      const filled = Object.values(g.formC).some((s) => s.trim() !== '');
      return {
        name: g.name,
        nationality: g.nationality,
        idType: g.idType,
        idNumber: g.idNumber,
        address: g.address.trim() || undefined,
        formC: g.nationality !== INDIA && filled ? g.formC : undefined,
      };
    }),
  };
}

/** Register the guests of a stay: repeatable guest rows, Form C for foreign nationals. */
export function RegistrationDialog({
  code,
  leadName,
  registration,
  open,
  onOpenChange,
}: {
  code: string;
  leadName: string;
  registration: RegistrationView | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm({
    schema: registrationBodySchema,
    defaultValues: toValues(registration, leadName),
    toInput: toBody,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'guests' });
  useEffect(() => {
    if (open) form.reset(toValues(registration, leadName));
  }, [open, registration, leadName, form]);

  const save = useAdminMutation({
    mutationFn: (body: RegistrationBody) => saveRegistration(code, body),
    invalidate: [BOOKINGS_KEY, FORM_C_DUE_KEY],
    success: (saved) => ({
      type: 'success',
      title: 'Registration Saved',
      message:
        saved.status === 'complete'
          ? 'The guests are registered: check-in can go ahead'
          : saved.missing.join('; '),
    }),
    failure: { title: 'Save Failed', message: 'The registration could not be saved' },
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = form.onValid((body) =>
    save.mutate(body, { onError: (err) => form.serverErrors(err) }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Guest registration"
      description="Every guest of the stay with their identity document; Form C particulars for foreign nationals. Check-in needs the lead guest and every foreign national's Form C."
      submitLabel="Save registration"
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={form.formError()}
      wide
    >
      {fields.map((f, i) => (
        <GuestFields
          key={f.id}
          form={form}
          index={i}
          onRemove={i === 0 ? undefined : () => remove(i)}
        />
      ))}
      {fields.length < REGISTRATION_MAX_GUESTS ? (
        <div>
          <Button variant="secondary" onClick={() => append(emptyGuest())}>
            Add guest
          </Button>
        </div>
      ) : null}
    </FormDialog>
  );
}
