import { useEffect } from 'react';
import { homeTextsSchema, type HomeTexts } from '../../../domain/home-page';
import { FormError } from '../../ui/form/form-dialog';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Field, useFormFields } from '../ui/field';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { adminHomeKey, saveTexts } from './api';

type Values = Omit<HomeTexts, 'latitude' | 'longitude'> & { latitude: string; longitude: string };

const toValues = (t: HomeTexts): Values => ({
  ...t,
  latitude: t.latitude === null ? '' : String(t.latitude),
  longitude: t.longitude === null ? '' : String(t.longitude),
});
const coordinate = (s: string) => (s.trim() === '' ? null : Number(s));

/** The home page's texts: the story, and how to reach the resort with its map position. */
export function TextsForm({ texts }: { texts: HomeTexts }) {
  const form = useZodForm({
    schema: homeTextsSchema,
    defaultValues: toValues(texts),
    toInput: (v: Values) => ({
      ...v,
      latitude: coordinate(v.latitude),
      longitude: coordinate(v.longitude),
    }),
  });
  const { id, err, input } = useFormFields(form);
  useEffect(() => form.reset(toValues(texts)), [texts, form]);

  const save = useAdminMutation({
    mutationFn: saveTexts,
    invalidate: [adminHomeKey],
    success: () => ({
      type: 'success',
      title: 'Home Page Saved',
      message: 'Guests see the new texts on their next visit',
    }),
    failure: { title: 'Save Failed', message: 'Failed to save the home page' },
  });

  const onSubmit = form.onValid((body) =>
    save.mutate(body, { onError: (e) => form.serverErrors(e) }),
  );

  const area = (name: keyof Values, rows: number) => <textarea rows={rows} {...input(name)} />;

  return (
    <Card title="Story and getting here">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Story title" htmlFor={id('storyTitle')} error={err('storyTitle')}>
            <input {...input('storyTitle')} />
          </Field>
          <Field label="Tagline" htmlFor={id('tagline')} error={err('tagline')}>
            <input {...input('tagline')} />
          </Field>
        </div>
        <Field
          label="The resort's story"
          htmlFor={id('story')}
          error={err('story')}
          hint="A blank line starts a new paragraph. Leave empty to hide the section."
        >
          {area('story', 6)}
        </Field>
        <Field label="How to reach us" htmlFor={id('locationIntro')} error={err('locationIntro')}>
          {area('locationIntro', 3)}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Nearest railway station"
            htmlFor={id('railwayStation')}
            error={err('railwayStation')}
            hint="Name and distance or travel time"
          >
            <input {...input('railwayStation')} />
          </Field>
          <Field label="Nearest airport" htmlFor={id('airport')} error={err('airport')}>
            <input {...input('airport')} />
          </Field>
          <Field label="Tiger reserve gate" htmlFor={id('reserveGate')} error={err('reserveGate')}>
            <input {...input('reserveGate')} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Latitude"
            htmlFor={id('latitude')}
            error={err('latitude')}
            hint="For the Open in Maps link, e.g. 21.7583"
          >
            <input inputMode="decimal" {...input('latitude')} />
          </Field>
          <Field
            label="Longitude"
            htmlFor={id('longitude')}
            error={err('longitude')}
            hint="e.g. 79.3467"
          >
            <input inputMode="decimal" {...input('longitude')} />
          </Field>
        </div>
        <FormError message={form.formError()} />
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Texts'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
