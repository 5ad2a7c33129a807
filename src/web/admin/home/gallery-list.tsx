import { ArrowLeft, ArrowRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { galleryItemSchema, type GalleryItemInput } from '../../../domain/home-page';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Field, useFormFields } from '../ui/field';
import { applyServerErrors, FormDialog, setFieldErrors, VALIDATION_TOAST } from '../ui/form-dialog';
import { ImageUploadButton } from '../ui/image-upload-button';
import { EmptyState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  addGalleryItem,
  adminHomeKey,
  deleteGalleryItem,
  moved,
  orderGallery,
  updateGalleryItem,
  type GalleryItem,
} from './api';

/** The gallery: upload a photo with its description (alt text), reorder, edit, remove. */
export function GalleryList({ items }: { items: GalleryItem[] }) {
  const [editing, setEditing] = useState<GalleryItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);
  const order = useAdminMutation({
    mutationFn: orderGallery,
    invalidate: [adminHomeKey],
    success: () => null,
    failure: { title: 'Move Failed', message: 'Failed to change the order' },
  });
  const remove = useAdminMutation({
    mutationFn: (g: GalleryItem) => deleteGalleryItem(g.id),
    invalidate: [adminHomeKey],
    success: () => ({
      type: 'success',
      title: 'Photo Removed',
      message: 'Removed from the gallery',
    }),
    failure: { title: 'Remove Failed', message: 'Failed to remove the photo' },
    onSuccess: () => setDeleting(null),
  });
  const ids = items.map((g) => g.id);

  return (
    <Card
      title="Gallery"
      action={
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" /> Add Photo
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState title="No photos yet" message="The gallery is hidden until you add a photo." />
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((g, i) => (
            <li key={g.id} className="overflow-hidden rounded-lg border border-sand">
              <img
                src={g.src}
                alt={g.alt}
                width={480}
                height={300}
                loading="lazy"
                className="aspect-[8/5] w-full bg-sand object-cover"
              />
              <div className="flex flex-col gap-2 p-3">
                <p className="text-sm">
                  {g.caption || <span className="text-muted">No caption</span>}
                </p>
                <p className="text-xs text-muted">Alt text: {g.alt}</p>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    aria-label={`Move “${g.alt}” earlier`}
                    disabled={i === 0 || order.isPending}
                    onClick={() => order.mutate(moved(ids, i, -1))}
                  >
                    <ArrowLeft aria-hidden className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Move “${g.alt}” later`}
                    disabled={i === items.length - 1 || order.isPending}
                    onClick={() => order.mutate(moved(ids, i, 1))}
                  >
                    <ArrowRight aria-hidden className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Edit “${g.alt}”`}
                    onClick={() => setEditing(g)}
                  >
                    <Pencil aria-hidden className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Remove “${g.alt}”`}
                    onClick={() => setDeleting(g)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <GalleryDialog item={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Remove Photo"
        message={`Remove “${deleting?.alt ?? ''}” from the gallery?`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
}

function GalleryDialog({
  item,
  onClose,
}: {
  item: GalleryItem | 'new' | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const form = useForm<GalleryItemInput>({ defaultValues: { src: '', alt: '', caption: '' } });
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
  const onSubmit = form.handleSubmit((v) => {
    const parsed = galleryItemSchema.safeParse(v);
    if (!parsed.success) {
      setFieldErrors(
        form,
        parsed.error.issues.map((i) => [String(i.path[0]), i.message] as const),
      );
      toast(VALIDATION_TOAST);
      return;
    }
    save.mutate(parsed.data, { onError: (e) => applyServerErrors(form, e) });
  });
  const src = form.watch('src');
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={(o) => !o && onClose()}
      title={existing ? 'Edit Photo' : 'Add Photo'}
      submitLabel={existing ? 'Save Changes' : 'Add Photo'}
      busy={save.isPending || uploading}
      onSubmit={(e) => void onSubmit(e)}
      formError={form.formState.errors.root?.server?.message}
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
