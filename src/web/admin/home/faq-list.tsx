import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { faqEntrySchema, type FaqEntryInput } from '../../../domain/home-page';
import { useToast } from '../../ui/toast';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Field, useFormFields } from '../ui/field';
import { applyServerErrors, FormDialog, setFieldErrors, VALIDATION_TOAST } from '../ui/form-dialog';
import { EmptyState } from '../ui/states';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { adminHomeKey, addFaq, deleteFaq, moved, orderFaq, updateFaq, type FaqEntry } from './api';

/** The FAQ entries: add, edit, move up or down, delete. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  const [editing, setEditing] = useState<FaqEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
  const order = useAdminMutation({
    mutationFn: orderFaq,
    invalidate: [adminHomeKey],
    success: () => null,
    failure: { title: 'Move Failed', message: 'Failed to change the order' },
  });
  const remove = useAdminMutation({
    mutationFn: (e: FaqEntry) => deleteFaq(e.id),
    invalidate: [adminHomeKey],
    success: () => ({
      type: 'success',
      title: 'Question Deleted',
      message: 'Removed from the FAQ',
    }),
    failure: { title: 'Delete Failed', message: 'Failed to delete the question' },
    onSuccess: () => setDeleting(null),
  });
  const ids = entries.map((e) => e.id);

  return (
    <Card
      title="Questions guests ask (FAQ)"
      action={
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" /> Add Question
        </Button>
      }
    >
      {entries.length === 0 ? (
        <EmptyState
          title="No questions yet"
          message="The FAQ section is hidden until you add one."
        />
      ) : (
        <ol className="divide-y divide-sand">
          {entries.map((e, i) => (
            <li key={e.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-forest">{e.question}</p>
                <p className="mt-1 line-clamp-2 text-sm text-muted">{e.answer}</p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  aria-label={`Move “${e.question}” up`}
                  disabled={i === 0 || order.isPending}
                  onClick={() => order.mutate(moved(ids, i, -1))}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Move “${e.question}” down`}
                  disabled={i === entries.length - 1 || order.isPending}
                  onClick={() => order.mutate(moved(ids, i, 1))}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Edit “${e.question}”`}
                  onClick={() => setEditing(e)}
                >
                  <Pencil aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Delete “${e.question}”`}
                  onClick={() => setDeleting(e)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <FaqDialog entry={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete Question"
        message={`Delete “${deleting?.question ?? ''}” from the FAQ? Guests will no longer see it.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
}

function FaqDialog({ entry, onClose }: { entry: FaqEntry | 'new' | null; onClose: () => void }) {
  const toast = useToast();
  const form = useForm<FaqEntryInput>({ defaultValues: { question: '', answer: '' } });
  const { id, err, input } = useFormFields(form);
  const existing = entry !== null && entry !== 'new' ? entry : null;
  useEffect(() => {
    if (entry !== null)
      form.reset({ question: existing?.question ?? '', answer: existing?.answer ?? '' });
  }, [entry, existing, form]);
  const save = useAdminMutation({
    mutationFn: (v: FaqEntryInput) => (existing ? updateFaq(existing.id, v) : addFaq(v)),
    invalidate: [adminHomeKey],
    success: () =>
      existing
        ? { type: 'success', title: 'Question Updated', message: 'The FAQ entry was saved' }
        : { type: 'success', title: 'Question Added', message: 'It shows at the end of the FAQ' },
    failure: { title: 'Save Failed', message: 'Failed to save the question' },
    onSuccess: onClose,
  });
  const onSubmit = form.handleSubmit((v) => {
    const parsed = faqEntrySchema.safeParse(v);
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
  return (
    <FormDialog
      open={entry !== null}
      onOpenChange={(o) => !o && onClose()}
      title={existing ? 'Edit Question' : 'Add Question'}
      submitLabel={existing ? 'Save Changes' : 'Add Question'}
      busy={save.isPending}
      onSubmit={(e) => void onSubmit(e)}
      formError={form.formState.errors.root?.server?.message}
    >
      <Field label="Question" htmlFor={id('question')} error={err('question')}>
        <input {...input('question')} />
      </Field>
      <Field label="Answer" htmlFor={id('answer')} error={err('answer')}>
        <textarea rows={5} {...input('answer')} />
      </Field>
    </FormDialog>
  );
}
