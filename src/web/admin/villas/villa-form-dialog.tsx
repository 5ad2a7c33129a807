import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { VILLA_PRICE_STEP, villaFormSchema } from '../../../domain/admin-forms';
import { VILLA_STATUSES, type VillaStatus } from '../../../domain/enums';
import { VILLA_STATUS_LABELS } from '../../../domain/inventory';
import { useToast } from '../../ui/toast';
import { Field, inputClass, inputNumber, useFormFields } from '../ui/field';
import { applyServerErrors, FormDialog, setFieldErrors, VALIDATION_TOAST } from '../ui/form-dialog';
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
    // A new villa has no room units yet: it starts Inactive (decision 0119).
    status: villa?.status ?? 'inactive',
    amenities: villa?.amenities ?? [],
    images: villa?.images ?? [],
  };
}

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
  const toast = useToast();
  const editing = villa !== null;
  const form = useForm<Values>({ defaultValues: toValues(villa) });
  const { handleSubmit, reset, setError, clearErrors, watch, setValue, formState } = form;
  const { id, err, input } = useFormFields(form);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (open) reset(toValues(villa));
  }, [open, villa, reset]);

  const navigate = useNavigate();
  // Active needs a room unit: a new villa has none; an existing one may have none yet.
  const noUnits = !editing || villa.totalUnits === 0;
  const save = useAdminMutation({
    mutationFn: ({ id, ...rest }: VillaBody) =>
      editing ? updateVilla(id, rest) : createVilla({ id, ...rest }),
    invalidate: villaChangeKeys,
    success: (saved) =>
      editing
        ? { type: 'success', title: 'Villa Updated', message: `${saved.name} has been updated` }
        : {
            type: 'success',
            title: 'Villa Created',
            message: `${saved.name} has been added. Add its room units, then make it Active.`,
          },
    failure: { title: 'Save Failed', message: 'Failed to save villa' },
    onSuccess: (saved) => {
      onOpenChange(false);
      // The next step of a new villa: its room units (on its calendar page).
      if (!editing) void navigate(`/admin/villas/${encodeURIComponent(saved.id)}#room-units`);
    },
  });

  const onSubmit = handleSubmit((v) => {
    const parsed = villaFormSchema.safeParse({
      id: v.id,
      name: v.name,
      description: v.description,
      basePrice: inputNumber(v.basePrice),
      maxGuests: inputNumber(v.maxGuests),
      amenities: v.amenities,
      images: v.images,
      status: v.status,
    });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => [String(i.path[0]), i.message] as const);
      setFieldErrors(form, issues, { focus: false });
      toast(VALIDATION_TOAST);
      return;
    }
    save.mutate(parsed.data, { onError: (err) => applyServerErrors(form, err) });
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
            readOnly={editing}
            autoComplete="off"
            {...input('id')}
            className={`${inputClass} read-only:bg-stone-100`}
          />
        </Field>
        <Field label="Villa Name" htmlFor={id('name')} error={err('name')}>
          <input {...input('name')} />
        </Field>
      </div>
      <Field label="Description" htmlFor={id('description')} error={err('description')}>
        <textarea rows={3} {...input('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Base Price per Night (₹)"
          htmlFor={id('basePrice')}
          error={err('basePrice')}
          hint={`In steps of ${VILLA_PRICE_STEP}`}
        >
          <input
            type="number"
            inputMode="numeric"
            min={VILLA_PRICE_STEP}
            step={VILLA_PRICE_STEP}
            {...input('basePrice')}
          />
        </Field>
        <Field
          label="Max Guests"
          htmlFor={id('maxGuests')}
          error={err('maxGuests')}
          hint={`1 to ${MAX_GUESTS}`}
        >
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GUESTS}
            step={1}
            {...input('maxGuests')}
          />
        </Field>
        <Field
          label="Status"
          htmlFor={id('status')}
          error={err('status')}
          hint={
            noUnits
              ? editing
                ? 'Active once the villa has a room unit: add units on its calendar page.'
                : 'New villas start Inactive: add their room units next, then make them Active.'
              : undefined
          }
        >
          <select {...input('status')}>
            {VILLA_STATUSES.map((s) => (
              <option key={s} value={s} disabled={s === 'active' && noUnits}>
                {VILLA_STATUS_LABELS[s]}
                {s === 'active' && noUnits ? ' (needs room units)' : ''}
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
