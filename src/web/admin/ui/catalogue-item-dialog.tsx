import { useEffect, type ReactNode } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { normalizePackageId } from '../../../domain/admin-forms';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, useFormFields, type FormFields } from './field';
import { FormDialog } from './form-dialog';
import { ImageUploadButton } from './image-upload-button';

/** What every catalogue item's form has (packages, safari options); the rest is the item's own. */
export type CatalogueValues = {
  id: string;
  name: string;
  description: string;
  /** One address per line. */
  images: string;
  isActive: boolean;
};

type Schema = z.ZodType<{ id: string }, unknown>;

/** The lines of a text area as a list (the schema drops blanks and duplicates). */
export const lines = (text: string) => text.split('\n');
const filled = (text: string) =>
  lines(text)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The add / edit dialog of a catalogue item (a package, a safari option): its ID (normalised as
 * typed, locked once created), name, description, the item's own fields (`children`), image
 * addresses (optionally with upload and a preview) and Active. Checked by the domain's `schema`,
 * the one the server runs; `onSave` gets the parsed values and a handler for the server's refusal.
 */
export function CatalogueItemDialog<T extends CatalogueValues, S extends Schema, I>({
  open,
  onOpenChange,
  item,
  toValues,
  schema,
  toInput,
  labels,
  imagesHint,
  preview,
  busy,
  onSave,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null = add */
  item: I | null;
  toValues: (item: I | null) => T;
  schema: S;
  toInput: (values: T) => z.input<S>;
  labels: {
    id: string;
    name: string;
    title: [add: string, edit: string];
    add: string;
    active: string;
  };
  imagesHint: string;
  /** Upload a photo and show the first image (else the fallback). */
  preview?: { fallback: string; alt: string };
  busy: boolean;
  onSave: (data: z.output<S>, onError: (err: unknown) => void) => void;
  /** The item's own fields, between the description and the images. */
  children: (fields: FormFields<Extract<keyof T, string>>) => ReactNode;
}) {
  const editing = item !== null;
  const form = useZodForm({ schema, defaultValues: toValues(item) as DefaultValues<T>, toInput });
  // The shared fields are the same names in every catalogue item's form.
  const base = form as unknown as UseFormReturn<CatalogueValues>;
  const fields = useFormFields(base);
  const { id, err, input } = fields;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(toValues(item));
  }, [open, item, toValues, reset]);

  const onSubmit = form.onValid((data) => onSave(data, (e) => form.serverErrors(e)));
  const idField = input('id');
  const images = filled(base.watch('images'));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title[editing ? 1 : 0]}
      submitLabel={editing ? 'Save Changes' : labels.add}
      busy={busy}
      onSubmit={onSubmit}
      formError={form.formError()}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={labels.id}
          htmlFor={id('id')}
          error={err('id')}
          hint={editing ? 'The ID cannot change' : 'Lowercase letters, numbers and hyphens'}
        >
          <input
            readOnly={editing}
            {...idField}
            onChange={(e) => {
              e.target.value = normalizePackageId(e.target.value);
              void idField.onChange(e);
            }}
          />
        </Field>
        <Field label={labels.name} htmlFor={id('name')} error={err('name')}>
          <input {...input('name')} />
        </Field>
      </div>
      <Field label="Description" htmlFor={id('description')} error={err('description')}>
        <textarea rows={3} {...input('description')} />
      </Field>
      {children(fields as unknown as FormFields<Extract<keyof T, string>>)}
      <Field label="Image URLs" htmlFor={id('images')} error={err('images')} hint={imagesHint}>
        <textarea rows={2} {...input('images')} />
      </Field>
      {preview ? (
        <ImagePreview
          images={images}
          preview={preview}
          onUploaded={(url) => {
            if (!images.includes(url)) base.setValue('images', [...images, url].join('\n'));
          }}
          onError={(message) => base.setError('images', { message })}
        />
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-forest" {...base.register('isActive')} />
        {labels.active}
      </label>
    </FormDialog>
  );
}

function ImagePreview({
  images,
  preview,
  onUploaded,
  onError,
}: {
  images: string[];
  preview: { fallback: string; alt: string };
  onUploaded: (url: string) => void;
  onError: (message: string) => void;
}) {
  return (
    <>
      <div className="flex justify-end">
        <ImageUploadButton onUploaded={onUploaded} onError={onError} />
      </div>
      <img
        src={images[0] ?? preview.fallback}
        alt={preview.alt}
        className="h-32 w-full rounded-lg object-cover"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(preview.fallback))
            e.currentTarget.src = preview.fallback;
        }}
      />
    </>
  );
}
