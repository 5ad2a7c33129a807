import { useEffect } from 'react';
import { channelFeedInputSchema, type ChannelFeedInput } from '../../../domain/ical-feed';
import { ApiError } from '../../api/client';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { addFeed, channelChangeKeys, syncNow, type ChannelFeed } from './api';

type Values = { unitNumber: string; name: string; url: string };
const CHANNEL_NAMES = ['Booking.com', 'Airbnb', 'MakeMyTrip', 'Goibibo', 'Agoda', 'Expedia'];

/** Add a channel's calendar to a unit; the first sync runs at once, so staff see the result. */
export function FeedDialog({
  open,
  onOpenChange,
  unitNumbers,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unitNumbers: string[];
}) {
  const form = useZodForm<Values, typeof channelFeedInputSchema>({
    schema: channelFeedInputSchema,
    defaultValues: { unitNumber: '', name: '', url: '' },
    invalidToast: null,
  });
  const { id, err, input } = useFormFields(form);
  const { reset, setError } = form;
  useEffect(() => {
    if (open) reset({ unitNumber: unitNumbers[0] ?? '', name: '', url: '' });
  }, [open, reset, unitNumbers]);

  const save = useAdminMutation({
    mutationFn: async (v: ChannelFeedInput) => {
      const feed: ChannelFeed = await addFeed(v);
      return { feed, sync: await syncNow(feed.id) };
    },
    invalidate: channelChangeKeys,
    success: ({ feed, sync }) =>
      sync.status === 'ok'
        ? {
            type: 'success',
            title: 'Channel Added',
            message: `${feed.name} on ${feed.unitNumber}: ${sync.events} ${sync.events === 1 ? 'event' : 'events'} imported${sync.conflicts ? `, ${sync.conflicts} ${sync.conflicts === 1 ? 'conflict' : 'conflicts'}` : ''}`,
          }
        : {
            type: 'error',
            title: 'Channel Added, Sync Failed',
            message: `${feed.name} on ${feed.unitNumber}: ${sync.error ?? 'the feed could not be read'}`,
          },
    failure: { title: 'Add Failed', message: 'Could not add the channel' },
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = form.onValid((body) =>
    save.mutate(body, {
      onError: (e) => {
        if (form.serverErrors(e)) return;
        setError('root.server', {
          message: e instanceof ApiError ? e.message : 'Could not add the channel',
        });
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Channel Calendar"
      description="Paste the calendar (iCal) export address the channel gives you for this room unit."
      submitLabel="Add and Sync"
      busy={save.isPending}
      onSubmit={(e) => void onSubmit(e)}
      formError={form.formError()}
    >
      <Field label="Room unit" htmlFor={id('unitNumber')} error={err('unitNumber')}>
        <select {...input('unitNumber')}>
          {unitNumbers.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Channel"
        htmlFor={id('name')}
        error={err('name')}
        hint="e.g. Booking.com, Airbnb"
      >
        <input {...input('name')} list={`${id('name')}-list`} autoComplete="off" />
        <datalist id={`${id('name')}-list`}>
          {CHANNEL_NAMES.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      </Field>
      <Field label="Calendar address (iCal URL)" htmlFor={id('url')} error={err('url')}>
        <input {...input('url')} type="url" inputMode="url" placeholder="https://…/calendar.ics" />
      </Field>
    </FormDialog>
  );
}
