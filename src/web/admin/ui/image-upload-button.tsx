import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';
import { buttonBase, buttonStyles } from './button';
import { uploadImage } from './images-api';

/**
 * "Upload Photo": sends a JPEG, PNG or WebP file to the server (checked by content, re-encoded and
 * stored in the database, decision 0062) and hands back its address. The server's refusal is shown
 * as a toast and passed to `onError` for the form's field.
 */
export function ImageUploadButton({
  onUploaded,
  onError,
  onBusyChange,
}: {
  onUploaded(url: string): void;
  onError(message: string): void;
  onBusyChange?(busy: boolean): void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const toast = useToast();
  const busy = (b: boolean) => {
    setUploading(b);
    onBusyChange?.(b);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    busy(true);
    try {
      const uploaded = await uploadImage(file);
      onUploaded(uploaded.url);
      toast({ type: 'success', title: 'Photo Uploaded', message: `${file.name} was added` });
    } catch (err) {
      const message =
        err instanceof ApiError
          ? err.message
          : 'The photo could not be uploaded. Please try again.';
      onError(message);
      toast({ type: 'error', title: 'Upload Failed', message });
    } finally {
      busy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="peer sr-only"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <label
        htmlFor={id}
        className={`${buttonBase} ${buttonStyles.secondary} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber ${uploading ? 'pointer-events-none opacity-60' : ''}`}
      >
        <Upload aria-hidden className="size-4" />
        {uploading ? 'Uploading…' : 'Upload Photo'}
      </label>
    </>
  );
}
