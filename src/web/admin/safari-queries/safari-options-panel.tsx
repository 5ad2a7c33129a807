import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Power } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  normalizePackageId,
  SAFARI_OPTION_MAX_CAPACITY,
  safariOptionFormSchema,
} from '../../../domain/admin-forms';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Field, inputClass } from '../ui/field';
import { applyServerErrors, FormDialog, setFieldErrors, VALIDATION_TOAST } from '../ui/form-dialog';
import { Badge } from '../ui/status-badge';
import { ErrorState, LoadingState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  adminSafariOptionsQuery,
  createSafariOption,
  guestSafariOptionsKey,
  safariOptionsKey,
  updateSafariOption,
  type AdminSafariOption,
} from './api';

type Values = {
  id: string;
  name: string;
  description: string;
  duration: string;
  maxPersons: string;
  timings: string;
  images: string;
  isActive: boolean;
};

const toValues = (o: AdminSafariOption | null): Values => ({
  id: o?.id ?? '',
  name: o?.name ?? '',
  description: o?.description ?? '',
  duration: o?.duration ?? '',
  maxPersons: String(o?.maxPersons ?? SAFARI_OPTION_MAX_CAPACITY),
  timings: o?.timings.map((t) => `${t.value}: ${t.label}`).join('\n') ?? '',
  images: o?.images.join('\n') ?? '',
  isActive: o?.isActive ?? true,
});

/** "morning: 6:00-10:00 AM" per line → { value, label }. */
const parseTimings = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const at = line.indexOf(':');
      return at < 0
        ? { value: line, label: '' }
        : { value: line.slice(0, at), label: line.slice(at + 1) };
    });

const invalidate = [safariOptionsKey, guestSafariOptionsKey];

function SafariOptionDialog({
  open,
  option,
  onOpenChange,
}: {
  open: boolean;
  option: AdminSafariOption | null;
  onOpenChange: (open: boolean) => void;
}) {
  const uid = useId();
  const toast = useToast();
  const editing = option !== null;
  const form = useForm<Values>({ defaultValues: toValues(option) });
  const { register, handleSubmit, reset, formState, watch, setValue } = form;
  useEffect(() => {
    if (open) reset(toValues(option));
  }, [open, option, reset]);
  const save = useAdminMutation({
    mutationFn: ({ id, ...rest }: ReturnType<typeof safariOptionFormSchema.parse>) =>
      editing ? updateSafariOption(id, rest) : createSafariOption({ id, ...rest }),
    invalidate,
    success: (saved) => ({
      type: 'success',
      title: editing ? 'Safari Updated' : 'Safari Created',
      message: `${saved.name} has been saved`,
    }),
    failure: { title: 'Save Failed', message: 'Failed to save safari option' },
    onSuccess: () => onOpenChange(false),
  });
  const onSubmit = handleSubmit((v) => {
    const parsed = safariOptionFormSchema.safeParse({
      id: v.id,
      name: v.name,
      description: v.description,
      duration: v.duration,
      maxPersons: v.maxPersons.trim() === '' ? Number.NaN : Number(v.maxPersons),
      timings: parseTimings(v.timings),
      images: v.images.split('\n'),
      isActive: v.isActive,
    });
    if (!parsed.success) {
      // One message per field, the first (a blank field says it is required, not also its pattern).
      setFieldErrors(
        form,
        parsed.error.issues.map((i) => [String(i.path[0]), i.message] as const),
      );
      toast(VALIDATION_TOAST);
      return;
    }
    save.mutate(parsed.data, { onError: (err) => applyServerErrors(form, err) });
  });
  const id = (n: string) => `${uid}-${n}`;
  const err = (n: keyof Values) => formState.errors[n]?.message;
  const aria = (n: keyof Values) => ({
    'aria-invalid': Boolean(err(n)),
    'aria-describedby': err(n) ? `${id(n)}-error` : undefined,
  });
  const idField = register('id');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Safari' : 'Add Safari'}
      submitLabel={editing ? 'Save Changes' : 'Add Safari'}
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={formState.errors.root?.server?.message}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Safari ID"
          htmlFor={id('id')}
          error={err('id')}
          hint={editing ? 'The ID cannot change' : 'Lowercase letters, numbers and hyphens'}
        >
          <input
            id={id('id')}
            className={inputClass}
            readOnly={editing}
            {...aria('id')}
            {...idField}
            onChange={(e) => {
              e.target.value = normalizePackageId(e.target.value);
              void idField.onChange(e);
            }}
          />
        </Field>
        <Field label="Name" htmlFor={id('name')} error={err('name')}>
          <input id={id('name')} className={inputClass} {...aria('name')} {...register('name')} />
        </Field>
      </div>
      <Field label="Description" htmlFor={id('description')} error={err('description')}>
        <textarea
          id={id('description')}
          rows={3}
          className={inputClass}
          {...aria('description')}
          {...register('description')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Duration"
          htmlFor={id('duration')}
          error={err('duration')}
          hint="e.g. 4 hours"
        >
          <input
            id={id('duration')}
            className={inputClass}
            {...aria('duration')}
            {...register('duration')}
          />
        </Field>
        <Field
          label="Capacity (persons per jeep)"
          htmlFor={id('maxPersons')}
          error={err('maxPersons')}
        >
          <input
            id={id('maxPersons')}
            type="number"
            min={1}
            max={SAFARI_OPTION_MAX_CAPACITY}
            className={inputClass}
            {...aria('maxPersons')}
            {...register('maxPersons')}
          />
        </Field>
      </div>
      <Field
        label="Time slots"
        htmlFor={id('timings')}
        error={err('timings')}
        hint="One per line as slot: times, e.g. morning: 6:00-10:00 AM"
      >
        <textarea
          id={id('timings')}
          rows={3}
          className={inputClass}
          {...aria('timings')}
          {...register('timings')}
        />
      </Field>
      <Field
        label="Image URLs"
        htmlFor={id('images')}
        error={err('images')}
        hint="Optional; one per line"
      >
        <textarea
          id={id('images')}
          rows={2}
          className={inputClass}
          {...aria('images')}
          {...register('images')}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-forest"
          checked={watch('isActive')}
          onChange={(e) => setValue('isActive', e.target.checked)}
        />
        Active (shown to guests in step 3)
      </label>
    </FormDialog>
  );
}

/** Safari Options: the cards guests see in step 3. */
export function SafariOptionsPanel() {
  const query = useQuery(adminSafariOptionsQuery);
  const [dialog, setDialog] = useState<{ open: boolean; option: AdminSafariOption | null }>({
    open: false,
    option: null,
  });
  const toggle = useAdminMutation({
    mutationFn: (o: AdminSafariOption) => updateSafariOption(o.id, { isActive: !o.isActive }),
    invalidate,
    success: (saved) => ({
      type: 'success',
      title: 'Status Updated',
      message: `${saved.name} is now ${saved.isActive ? 'active' : 'inactive'}`,
    }),
    failure: { title: 'Update Failed', message: 'Failed to update status' },
  });
  return (
    <Card
      title="Safari Options"
      action={
        <Button variant="secondary" onClick={() => setDialog({ open: true, option: null })}>
          <Plus aria-hidden className="size-4" /> Add Safari
        </Button>
      }
    >
      {query.isPending ? (
        <LoadingState label="Loading safari options…" />
      ) : query.isError ? (
        <ErrorState
          title="Loading Error"
          message="Failed to load safari options"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Safari options">
          {query.data.map((o) => (
            <li
              key={o.id}
              className="flex flex-col gap-1 rounded-lg border border-sand p-3 text-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold">{o.name}</h3>
                <Badge
                  className={
                    o.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'
                  }
                >
                  {o.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </div>
              <p className="line-clamp-2 text-muted">{o.description}</p>
              <p>
                {o.duration} · up to {o.maxPersons} persons
              </p>
              <p className="text-muted">{o.timings.map((t) => t.label).join(', ')}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                <Button
                  variant="ghost"
                  className="px-2"
                  onClick={() => setDialog({ open: true, option: o })}
                  aria-label={`Edit ${o.name}`}
                >
                  <Pencil aria-hidden className="size-4" /> Edit
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(o)}
                  aria-label={`${o.isActive ? 'Deactivate' : 'Activate'} ${o.name}`}
                >
                  <Power aria-hidden className="size-4" /> {o.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <SafariOptionDialog
        open={dialog.open}
        option={dialog.option}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </Card>
  );
}
