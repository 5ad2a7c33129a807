import { SAFARI_OPTION_MAX_CAPACITY, safariOptionFormSchema } from '../../../domain/admin-forms';
import { CatalogueItemDialog, lines, type CatalogueValues } from '../ui/catalogue-item-dialog';
import { Field, inputNumber } from '../ui/field';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  createSafariOption,
  guestSafariOptionsKey,
  safariOptionsKey,
  updateSafariOption,
  type AdminSafariOption,
} from './api';

type Values = CatalogueValues & { duration: string; maxPersons: string; timings: string };

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
  lines(text)
    .filter((l) => l.trim())
    .map((line) => {
      const at = line.indexOf(':');
      return at < 0
        ? { value: line, label: '' }
        : { value: line.slice(0, at), label: line.slice(at + 1) };
    });

const toInput = (v: Values) => ({
  ...v,
  maxPersons: inputNumber(v.maxPersons),
  timings: parseTimings(v.timings),
  images: lines(v.images),
});

export const safariOptionKeys = [safariOptionsKey, guestSafariOptionsKey];

/** Add Safari / Edit Safari: a card guests see in step 3 (the domain schema the server also runs). */
export function SafariOptionDialog({
  open,
  option,
  onOpenChange,
}: {
  open: boolean;
  /** null = add */
  option: AdminSafariOption | null;
  onOpenChange: (open: boolean) => void;
}) {
  const editing = option !== null;
  const save = useAdminMutation({
    mutationFn: ({ id, ...rest }: ReturnType<typeof safariOptionFormSchema.parse>) =>
      editing ? updateSafariOption(id, rest) : createSafariOption({ id, ...rest }),
    invalidate: safariOptionKeys,
    success: (saved) => ({
      type: 'success',
      title: editing ? 'Safari Updated' : 'Safari Created',
      message: `${saved.name} has been saved`,
    }),
    failure: { title: 'Save Failed', message: 'Failed to save safari option' },
    onSuccess: () => onOpenChange(false),
  });
  return (
    <CatalogueItemDialog
      open={open}
      onOpenChange={onOpenChange}
      item={option}
      toValues={toValues}
      schema={safariOptionFormSchema}
      toInput={toInput}
      labels={{
        id: 'Safari ID',
        name: 'Name',
        title: ['Add Safari', 'Edit Safari'],
        add: 'Add Safari',
        active: 'Active (shown to guests in step 3)',
      }}
      imagesHint="Optional; one per line"
      busy={save.isPending}
      onSave={(body, onError) => save.mutate(body, { onError })}
    >
      {({ id, err, input }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Duration"
              htmlFor={id('duration')}
              error={err('duration')}
              hint="e.g. 4 hours"
            >
              <input {...input('duration')} />
            </Field>
            <Field
              label="Capacity (persons per jeep)"
              htmlFor={id('maxPersons')}
              error={err('maxPersons')}
            >
              <input
                type="number"
                min={1}
                max={SAFARI_OPTION_MAX_CAPACITY}
                {...input('maxPersons')}
              />
            </Field>
          </div>
          <Field
            label="Time slots"
            htmlFor={id('timings')}
            error={err('timings')}
            hint="One per line as slot: times, e.g. morning: 6:00-10:00 AM"
          >
            <textarea rows={3} {...input('timings')} />
          </Field>
        </>
      )}
    </CatalogueItemDialog>
  );
}
