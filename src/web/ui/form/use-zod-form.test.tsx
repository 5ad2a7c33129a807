import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ToastProvider } from '../toast';
import { useZodForm } from './use-zod-form';

const wrapper = ({ children }: { children: ReactNode }) => (
  <ToastProvider>{children}</ToastProvider>
);

/** Submits the form; resolves with the parsed values, or null when the checks refused them. */
async function submit(form: { onValid: (h: (d: unknown) => void) => () => Promise<unknown> }) {
  let parsed: unknown = null;
  await act(async () => {
    await form.onValid((d) => (parsed = d))();
  });
  return parsed;
}

const schema = z.object({
  images: z.array(z.string().min(1, 'An address cannot be blank')),
  charge: z.object({ unitPrice: z.number({ error: 'Price must be a number' }) }).optional(),
  guests: z.array(z.object({ name: z.string().min(1, 'Name is required') })),
  villaId: z.string().min(1, 'Villa selection is required'),
});
type Values = {
  images: string;
  charging: boolean;
  charge: { unitPrice: string };
  guests: { name: string }[];
};
const toInput = (v: Values) => ({
  images: v.images.split('\n'),
  ...(v.charging ? { charge: { unitPrice: Number(v.charge.unitPrice) || Number.NaN } } : {}),
  guests: v.guests,
  villaId: '',
});

describe('useZodForm: where the schema’s messages go (decision 0146)', () => {
  const render = (values: Values) =>
    renderHook(
      () => {
        const form = useZodForm({ schema, defaultValues: values, toInput });
        void form.formState.errors; // subscribes the render to the errors, as a form's fields do
        return form;
      },
      { wrapper },
    ).result;

  it('a list read from one field: its first message on the field; a group and rows keep their paths; a name the form lacks: the form-level message', async () => {
    const result = render({
      images: 'a\n\nb\n',
      charging: true,
      charge: { unitPrice: 'x' },
      guests: [{ name: 'Asha' }, { name: '' }],
    });
    expect(await submit(result.current)).toBeNull();
    const form = result.current;
    const { errors } = form.formState;
    expect(errors.images?.message).toBe('An address cannot be blank');
    expect(errors.charge?.unitPrice?.message).toBe('Price must be a number');
    expect(errors.guests?.[1]?.name?.message).toBe('Name is required');
    expect(errors.guests?.[0]).toBeUndefined();
    expect(form.formError()).toBe('Villa selection is required');
  });

  it('a conditional group toInput leaves out is not checked', async () => {
    const result = render({
      images: 'a',
      charging: false,
      charge: { unitPrice: 'x' },
      guests: [{ name: 'Asha' }],
    });
    await submit(result.current);
    expect(result.current.formState.errors.charge).toBeUndefined();
  });
});
