import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { VILLA_PRICE_STEP, villaFormSchema } from '../../../domain/admin-forms';
import { VILLA_STATUSES, type VillaStatus } from '../../../domain/enums';
import { VILLA_STATUS_LABELS } from '../../../domain/inventory';
import { useToast } from '../../ui/toast';
import { Field, inputClass } from '../ui/field';
import { applyServerErrors, FormDialog, VALIDATION_TOAST } from '../ui/form-dialog';
import { ImageUploadButton } from '../ui/image-upload-button';
import { CardImage } from '../ui/selection';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  createVilla,
  updateVilla,
  villaChangeKeys,
  type AdminVillaCard,
  type VillaBody,
} from './api';
import { ListEditor } from './list-editor';

export const DEFAULT_VILLA_IMAGE = '/images/villas/glass-cottage.svg';
const MAX_GUESTS = 20;

type Values = {
  id: string;
  name: string;
  description: string;
  basePrice: string;
  maxGuests: string;
  status: VillaStatus;
  amenities: string[];
  images: string[];
};

function toValues(villa: AdminVillaCard | null): Values {
  return {
    id: villa?.id ?? '',
    name: villa?.name ?? '',
    description: villa?.description ?? '',
    basePrice: villa ? String(villa.basePrice) : '',
    maxGuests: villa ? String(villa.maxGuests) : '',
    status: (villa?.status as VillaStatus | undefined) ?? 'active',
    amenities: villa?.amenities ?? [],
    images: villa?.images ?? [],
  };
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** Add New Villa / Edit Villa: the spec's checks (the schema the server also runs) and photo upload. */
export function VillaFormDialog({
  open,
  onOpenChange,
  villa,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null = add */
  villa: AdminVillaCard | null;
}) {
  const uid = useId();
  const toast = useToast();
  const editing = villa !== null;
  const form = useForm<Values>({ defaultValues: toValues(villa) });
  const { register, handleSubmit, reset, setError, clearErrors, watch, setValue, formState } = form;
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (open) reset(toValues(villa));
  }, [open, villa, reset]);

  const save = useAdminMutation({
    mutationFn: ({ id, ...rest }: VillaBody) =>
      editing ? updateVilla(id, rest) : createVilla({ id, ...rest }),
    invalidate: villaChangeKeys,
    success: (saved) =>
      editing
        ? { type: 'success', title: 'Villa Updated', message: `${saved.name} has been updated` }
        : { type: 'success', title: 'Villa Created', message: `${saved.name} has been added` },
    failure: { title: 'Save Failed', message: 'Failed to save villa' },
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = handleSubmit((v) => {
    const parsed = villaFormSchema.safeParse({
      id: v.id,
      name: v.name,
      description: v.description,
      basePrice: num(v.basePrice),
      maxGuests: num(v.maxGuests),
      amenities: v.amenities,
      images: v.images,
      status: v.status,
    });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (seen.has(field)) continue;
        seen.add(field);
        setError(field as keyof Values, { message: issue.message });
      }
      toast(VALIDATION_TOAST);
      return;
    }
    save.mutate(parsed.data, { onError: (err) => applyServerErrors(form, err) });
  });

  const id = (name: string) => `${uid}-${name}`;
  const err = (name: keyof Values) => formState.errors[name]?.message;
  const aria = (name: keyof Values) => ({
    'aria-invalid': Boolean(err(name)),
    'aria-describedby': err(name) ? `${id(name)}-error` : undefined,
  });
  const images = watch('images');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Villa' : 'Add New Villa'}
      submitLabel={editing ? 'Save Changes' : 'Create Villa'}
      busy={save.isPending || uploading}
      onSubmit={onSubmit}
      formError={formState.errors.root?.server?.message}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Villa ID"
          htmlFor={id('id')}
          error={err('id')}
          hint={
            editing
              ? 'The ID cannot change after creation'
              : 'Lowercase letters, numbers and hyphens, e.g. sunbird-villa'
          }
        >
          <input
            id={id('id')}
            className={`${inputClass} read-only:bg-stone-100`}
            readOnly={editing}
            autoComplete="off"
            {...aria('id')}
            {...register('id')}
          />
        </Field>
        <Field label="Villa Name" htmlFor={id('name')} error={err('name')}>
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
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Base Price per Night (₹)"
          htmlFor={id('basePrice')}
          error={err('basePrice')}
          hint={`In steps of ${VILLA_PRICE_STEP}`}
        >
          <input
            id={id('basePrice')}
            type="number"
            inputMode="numeric"
            min={VILLA_PRICE_STEP}
            step={VILLA_PRICE_STEP}
            className={inputClass}
            {...aria('basePrice')}
            {...register('basePrice')}
          />
        </Field>
        <Field
          label="Max Guests"
          htmlFor={id('maxGuests')}
          error={err('maxGuests')}
          hint={`1 to ${MAX_GUESTS}`}
        >
          <input
            id={id('maxGuests')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GUESTS}
            step={1}
            className={inputClass}
            {...aria('maxGuests')}
            {...register('maxGuests')}
          />
        </Field>
        <Field label="Status" htmlFor={id('status')}>
          <select id={id('status')} className={inputClass} {...register('status')}>
            {VILLA_STATUSES.map((s) => (
              <option key={s} value={s}>
                {VILLA_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <ListEditor
        label="Amenities"
        itemName="amenity"
        items={watch('amenities')}
        onChange={(a) => setValue('amenities', a)}
        placeholder="e.g. Private Deck"
        error={err('amenities')}
      />
      <ListEditor
        label="Images"
        itemName="image address"
        items={images}
        onChange={(list) => setValue('images', list)}
        placeholder="/images/villas/kingfisher-villa.svg"
        hint="Upload a JPEG, PNG or WebP photo, or add the address of a picture on this site"
        error={err('images')}
        renderItem={(url) => (
          <span className="flex min-w-0 items-center gap-2">
            <CardImage
              src={url}
              fallback={DEFAULT_VILLA_IMAGE}
              className="size-8 shrink-0 rounded object-cover"
            />
            <span className="truncate">{url}</span>
          </span>
        )}
        extra={
          <ImageUploadButton
            onBusyChange={setUploading}
            onUploaded={(url) => {
              clearErrors('images');
              const images = watch('images');
              if (!images.includes(url)) setValue('images', [...images, url]);
            }}
            onError={(message) => setError('images', { message })}
          />
        }
      />
      <CardImage
        src={images[0]}
        fallback={DEFAULT_VILLA_IMAGE}
        alt="Villa image preview"
        className="h-36 w-full rounded-lg object-cover"
      />
    </FormDialog>
  );
}
