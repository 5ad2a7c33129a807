import { useEffect, useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { VILLA_PRICE_STEP, villaFormSchema } from '../../../domain/admin-forms';
import { VILLA_STATUSES, type VillaStatus } from '../../../domain/enums';
import { VILLA_STATUS_LABELS } from '../../../domain/inventory';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, inputClass, inputNumber, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
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
  const editing = villa !== null;
  const form = useZodForm({
    schema: villaFormSchema,
    defaultValues: toValues(villa),
    toInput: (v: Values) => ({
      ...v,
      basePrice: inputNumber(v.basePrice),
      maxGuests: inputNumber(v.maxGuests),
    }),
    shouldFocusError: false,
  });
  const { reset, setError, clearErrors, watch, setValue } = form;
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

  const onSubmit = form.onValid((body) =>
    save.mutate(body, { onError: (err) => form.serverErrors(err) }),
  );

  const images = watch('images');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Villa' : 'Add New Villa'}
      submitLabel={editing ? 'Save Changes' : 'Create Villa'}
      busy={save.isPending || uploading}
      onSubmit={onSubmit}
      formError={form.formError()}
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
        <StatusField
          id={id('status')}
          error={err('status')}
          editing={editing}
          noUnits={noUnits}
          control={input('status')}
        />
      </div>
      <ListEditor
        label="Amenities"
        itemName="amenity"
        items={watch('amenities')}
        onChange={(a) => setValue('amenities', a)}
        placeholder="e.g. Private Deck"
        error={err('amenities')}
      />
      <VillaImages
        images={images}
        error={err('images')}
        onChange={(list) => setValue('images', list)}
        onUploaded={(url) => {
          clearErrors('images');
          if (!images.includes(url)) setValue('images', [...images, url]);
        }}
        onError={(message) => setError('images', { message })}
        onBusyChange={setUploading}
      />
    </FormDialog>
  );
}

/** The villa's photos: addresses added one by one or uploaded, and a preview of the first. */
function VillaImages({
  images,
  error,
  onChange,
  onUploaded,
  onError,
  onBusyChange,
}: {
  images: string[];
  error: string | undefined;
  onChange: (images: string[]) => void;
  onUploaded: (url: string) => void;
  onError: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <>
      <ListEditor
        label="Images"
        itemName="image address"
        items={images}
        onChange={onChange}
        placeholder="/images/villas/kingfisher-villa.svg"
        hint="Upload a JPEG, PNG or WebP photo, or add the address of a picture on this site"
        error={error}
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
            onBusyChange={onBusyChange}
            onUploaded={onUploaded}
            onError={onError}
          />
        }
      />
      <CardImage
        src={images[0]}
        fallback={DEFAULT_VILLA_IMAGE}
        alt="Villa image preview"
        className="h-36 w-full rounded-lg object-cover"
      />
    </>
  );
}

/** Status: Active needs a room unit, so it is offered only once the villa has one. */
function StatusField({
  id,
  error,
  editing,
  noUnits,
  control,
}: {
  id: string;
  error: string | undefined;
  editing: boolean;
  noUnits: boolean;
  control: ComponentProps<'select'>;
}) {
  return (
    <Field
      label="Status"
      htmlFor={id}
      error={error}
      hint={
        noUnits
          ? editing
            ? 'Active once the villa has a room unit: add units on its calendar page.'
            : 'New villas start Inactive: add their room units next, then make them Active.'
          : undefined
      }
    >
      <select {...control}>
        {VILLA_STATUSES.map((s) => (
          <option key={s} value={s} disabled={s === 'active' && noUnits}>
            {VILLA_STATUS_LABELS[s]}
            {s === 'active' && noUnits ? ' (needs room units)' : ''}
          </option>
        ))}
      </select>
    </Field>
  );
}
