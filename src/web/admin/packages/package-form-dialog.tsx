import { PACKAGE_DURATIONS } from '../../../domain/enums';
import { PACKAGE_PRICE_STEP, packageFormSchema } from '../../../domain/admin-forms';
import { CatalogueItemDialog, lines, type CatalogueValues } from '../ui/catalogue-item-dialog';
import { Field, inputNumber } from '../ui/field';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  adminPackagesKey,
  createPackage,
  guestPackagesKey,
  updatePackage,
  type AdminPackage,
} from './api';

export const DEFAULT_PACKAGE_IMAGE = '/images/villas/glass-cottage.svg';

type Values = CatalogueValues & { price: string; duration: string; inclusions: string };

const toValues = (pkg: AdminPackage | null): Values => ({
  id: pkg?.id ?? '',
  name: pkg?.name ?? '',
  description: pkg?.description ?? '',
  price: String(pkg?.price ?? 0),
  duration: pkg?.duration ?? 'Per night',
  inclusions: pkg?.inclusions.join('\n') ?? '',
  images: pkg?.images.join('\n') ?? '',
  isActive: pkg?.isActive ?? true,
});

const toInput = (v: Values) => ({
  ...v,
  price: inputNumber(v.price),
  duration: v.duration as (typeof PACKAGE_DURATIONS)[number],
  inclusions: lines(v.inclusions),
  images: lines(v.images),
});

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
  const editing = pkg !== null;
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

  return (
    <CatalogueItemDialog
      open={open}
      onOpenChange={onOpenChange}
      item={pkg}
      toValues={toValues}
      schema={packageFormSchema}
      toInput={toInput}
      labels={{
        id: 'Package ID',
        name: 'Package Name',
        title: ['Add New Package', 'Edit Package'],
        add: 'Create Package',
        active: 'Active (offered to guests)',
      }}
      imagesHint="Optional; one per line, or upload a JPEG, PNG or WebP photo"
      preview={{ fallback: DEFAULT_PACKAGE_IMAGE, alt: 'Package image preview' }}
      busy={save.isPending}
      onSave={(body, onError) => save.mutate(body, { onError })}
    >
      {({ id, err, input }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Price (₹)" htmlFor={id('price')} error={err('price')} hint="0 means free">
              <input
                type="number"
                inputMode="numeric"
                min={0}
                step={PACKAGE_PRICE_STEP}
                {...input('price')}
              />
            </Field>
            <Field label="Duration" htmlFor={id('duration')}>
              <select {...input('duration')}>
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
            <textarea rows={4} {...input('inclusions')} />
          </Field>
        </>
      )}
    </CatalogueItemDialog>
  );
}
