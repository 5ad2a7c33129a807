import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { PACKAGE_DURATIONS } from '../../../domain/enums';
import {
  normalizePackageId,
  PACKAGE_PRICE_STEP,
  packageFormSchema,
} from '../../../domain/admin-forms';
import { useToast } from '../../ui/toast';
import { Field, inputClass } from '../ui/field';
import { applyServerErrors, FormDialog, setFieldErrors, VALIDATION_TOAST } from '../ui/form-dialog';
import { ImageUploadButton } from '../ui/image-upload-button';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  adminPackagesKey,
  createPackage,
  guestPackagesKey,
  updatePackage,
  type AdminPackage,
} from './api';

export const DEFAULT_PACKAGE_IMAGE = '/images/villas/glass-cottage.svg';

type Values = {
  id: string;
  name: string;
  description: string;
  price: string;
  duration: string;
  inclusions: string;
  images: string;
  isActive: boolean;
};

const lines = (text: string) => text.split('\n');

function toValues(pkg: AdminPackage | null): Values {
  return {
    id: pkg?.id ?? '',
    name: pkg?.name ?? '',
    description: pkg?.description ?? '',
    price: String(pkg?.price ?? 0),
    duration: pkg?.duration ?? 'Per night',
    inclusions: pkg?.inclusions.join('\n') ?? '',
    images: pkg?.images.join('\n') ?? '',
    isActive: pkg?.isActive ?? true,
  };
}

/** Add New Package / Edit Package: the spec's checks (the domain schema the server also runs). */
export function PackageFormDialog({
  open,
  onOpenChange,
  pkg,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null = add */
  pkg: AdminPackage | null;
}) {
  const uid = useId();
  const toast = useToast();
  const editing = pkg !== null;
  const form = useForm<Values>({ defaultValues: toValues(pkg) });
  const { register, handleSubmit, reset, setError, watch, setValue, formState } = form;
  useEffect(() => {
    if (open) reset(toValues(pkg));
  }, [open, pkg, reset]);

  const save = useAdminMutation({
    mutationFn: ({ id: packageId, ...rest }: ReturnType<typeof packageFormSchema.parse>) =>
      editing ? updatePackage(packageId, rest) : createPackage({ id: packageId, ...rest }),
    invalidate: [adminPackagesKey, guestPackagesKey],
    success: (saved) =>
      editing
        ? { type: 'success', title: 'Package Updated', message: `${saved.name} has been updated` }
        : { type: 'success', title: 'Package Created', message: `${saved.name} has been added` },
    failure: { title: 'Save Failed', message: 'Failed to save package' },
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = handleSubmit((v) => {
    const parsed = packageFormSchema.safeParse({
      id: v.id,
      name: v.name,
      description: v.description,
      price: v.price.trim() === '' ? Number.NaN : Number(v.price),
      duration: v.duration,
      inclusions: lines(v.inclusions),
      images: lines(v.images),
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
    save.mutate(parsed.data, {
      onError: (err) => {
        applyServerErrors(form, err);
      },
    });
  });

  const images = lines(watch('images'))
    .map((s) => s.trim())
    .filter(Boolean);
  const id = (name: string) => `${uid}-${name}`;
  const err = (name: keyof Values) => formState.errors[name]?.message;
  const aria = (name: keyof Values) => ({
    'aria-invalid': Boolean(err(name)),
    'aria-describedby': err(name) ? `${id(name)}-error` : undefined,
  });
  const idField = register('id');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Package' : 'Add New Package'}
      submitLabel={editing ? 'Save Changes' : 'Create Package'}
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={formState.errors.root?.server?.message}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Package ID"
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
        <Field label="Package Name" htmlFor={id('name')} error={err('name')}>
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
        <Field label="Price (₹)" htmlFor={id('price')} error={err('price')} hint="0 means free">
          <input
            id={id('price')}
            type="number"
            inputMode="numeric"
            min={0}
            step={PACKAGE_PRICE_STEP}
            className={inputClass}
            {...aria('price')}
            {...register('price')}
          />
        </Field>
        <Field label="Duration" htmlFor={id('duration')}>
          <select id={id('duration')} className={inputClass} {...register('duration')}>
            {PACKAGE_DURATIONS.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        label="Inclusions"
        htmlFor={id('inclusions')}
        error={err('inclusions')}
        hint="One per line; blank lines and duplicates are ignored"
      >
        <textarea
          id={id('inclusions')}
          rows={4}
          className={inputClass}
          {...aria('inclusions')}
          {...register('inclusions')}
        />
      </Field>
      <Field
        label="Image URLs"
        htmlFor={id('images')}
        error={err('images')}
        hint="Optional; one per line, or upload a JPEG, PNG or WebP photo"
      >
        <textarea
          id={id('images')}
          rows={2}
          className={inputClass}
          {...aria('images')}
          {...register('images')}
        />
      </Field>
      <div className="flex justify-end">
        <ImageUploadButton
          onUploaded={(url) => {
            const current = lines(watch('images'))
              .map((l) => l.trim())
              .filter(Boolean);
            if (!current.includes(url)) setValue('images', [...current, url].join('\n'));
          }}
          onError={(message) => setError('images', { message })}
        />
      </div>
      <img
        src={images[0] ?? DEFAULT_PACKAGE_IMAGE}
        alt="Package image preview"
        className="h-32 w-full rounded-lg object-cover"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(DEFAULT_PACKAGE_IMAGE))
            e.currentTarget.src = DEFAULT_PACKAGE_IMAGE;
        }}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-forest"
          checked={watch('isActive')}
          onChange={(e) => setValue('isActive', e.target.checked)}
        />
        Active (offered to guests)
      </label>
    </FormDialog>
  );
}
