import { useEffect, useState } from 'react';
import { galleryItemSchema, type GalleryItemInput } from '../../../domain/home-page';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { ImageUploadButton } from '../ui/image-upload-button';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  addGalleryItem,
  adminHomeKey,
  deleteGalleryItem,
  orderGallery,
  updateGalleryItem,
  type GalleryItem,
} from './api';
import { EditableList } from './editable-list';

/** The gallery: upload a photo with its description (alt text), reorder, edit, remove. */
export function GalleryList({ items }: { items: GalleryItem[] }) {
  return (
    <EditableList
      title="Gallery"
      addLabel="Add Photo"
      items={items}
      empty={{ title: 'No photos yet', message: 'The gallery is hidden until you add a photo.' }}
      name={(g) => g.alt}
      layout={{
        list: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
        item: 'overflow-hidden rounded-lg border border-sand',
        moves: 'horizontal',
      }}
      order={{ save: orderGallery }}
      remove={{
        word: 'Remove',
        call: (g) => deleteGalleryItem(g.id),
        confirm: { title: 'Remove Photo', message: (alt) => `Remove “${alt}” from the gallery?` },
        success: { title: 'Photo Removed', message: 'Removed from the gallery' },
        failure: { title: 'Remove Failed', message: 'Failed to remove the photo' },
      }}
      renderItem={(g, actions) => (
        <>
          <img
            src={g.src}
            alt={g.alt}
            width={480}
            height={300}
            loading="lazy"
            className="aspect-[8/5] w-full bg-sand object-cover"
          />
          <div className="flex flex-col gap-2 p-3">
            <p className="text-sm">{g.caption || <span className="text-muted">No caption</span>}</p>
            <p className="text-xs text-muted">Alt text: {g.alt}</p>
            {actions}
          </div>
        </>
      )}
      dialog={(item, onClose) => <GalleryDialog item={item} onClose={onClose} />}
    />
  );
}

function GalleryDialog({
  item,
  onClose,
}: {
  item: GalleryItem | 'new' | null;
  onClose: () => void;
}) {
  const form = useZodForm<GalleryItemInput, typeof galleryItemSchema>({
    schema: galleryItemSchema,
    defaultValues: { src: '', alt: '', caption: '' },
  });
  const { id, err, input } = useFormFields(form);
  const [uploading, setUploading] = useState(false);
  const existing = item !== null && item !== 'new' ? item : null;
  useEffect(() => {
    if (item !== null)
      form.reset({
        src: existing?.src ?? '',
        alt: existing?.alt ?? '',
        caption: existing?.caption ?? '',
      });
  }, [item, existing, form]);
  const save = useAdminMutation({
    mutationFn: (v: GalleryItemInput) =>
      existing ? updateGalleryItem(existing.id, v) : addGalleryItem(v),
    invalidate: [adminHomeKey],
    success: () =>
      existing
        ? { type: 'success', title: 'Photo Updated', message: 'The gallery photo was saved' }
        : { type: 'success', title: 'Photo Added', message: 'It shows at the end of the gallery' },
    failure: { title: 'Save Failed', message: 'Failed to save the photo' },
    onSuccess: onClose,
  });
  const onSubmit = form.onValid((v) => save.mutate(v, { onError: (e) => form.serverErrors(e) }));
  const src = form.watch('src');
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={(o) => !o && onClose()}
      title={existing ? 'Edit Photo' : 'Add Photo'}
      submitLabel={existing ? 'Save Changes' : 'Add Photo'}
      busy={save.isPending || uploading}
      onSubmit={onSubmit}
      formError={form.formError()}
    >
      <Field
        label="Photo"
        htmlFor={id('src')}
        error={err('src')}
        hint="Upload a JPEG, PNG or WebP photo; smaller copies for phones are made automatically"
      >
        <input readOnly {...input('src')} />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <ImageUploadButton
          onUploaded={(url) => form.setValue('src', url, { shouldValidate: false })}
          onError={(message) => form.setError('src', { message })}
          onBusyChange={setUploading}
        />
        {src ? (
          <img
            src={src}
            alt=""
            width={160}
            height={100}
            className="h-16 w-26 rounded object-cover"
          />
        ) : null}
      </div>
      <Field
        label="Description (alt text)"
        htmlFor={id('alt')}
        error={err('alt')}
        hint="What the photo shows, for guests who use a screen reader. Required."
      >
        <input {...input('alt')} />
      </Field>
      <Field label="Caption" htmlFor={id('caption')} error={err('caption')} hint="Optional">
        <input {...input('caption')} />
      </Field>
    </FormDialog>
  );
}
