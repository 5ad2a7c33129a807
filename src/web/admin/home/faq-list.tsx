import { useEffect } from 'react';
import { faqEntrySchema, type FaqEntryInput } from '../../../domain/home-page';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { adminHomeKey, addFaq, deleteFaq, orderFaq, updateFaq, type FaqEntry } from './api';
import { EditableList } from './editable-list';

/** The FAQ entries: add, edit, move up or down, delete. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <EditableList
      title="Questions guests ask (FAQ)"
      addLabel="Add Question"
      items={entries}
      empty={{ title: 'No questions yet', message: 'The FAQ section is hidden until you add one.' }}
      name={(e) => e.question}
      layout={{
        list: 'divide-y divide-sand',
        item: 'flex flex-wrap items-start gap-3 py-3',
        moves: 'vertical',
      }}
      order={{ save: orderFaq }}
      remove={{
        word: 'Delete',
        call: (e) => deleteFaq(e.id),
        confirm: {
          title: 'Delete Question',
          message: (q) => `Delete “${q}” from the FAQ? Guests will no longer see it.`,
        },
        success: { title: 'Question Deleted', message: 'Removed from the FAQ' },
        failure: { title: 'Delete Failed', message: 'Failed to delete the question' },
      }}
      renderItem={(e, actions) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-forest">{e.question}</p>
            <p className="mt-1 line-clamp-2 text-sm text-muted">{e.answer}</p>
          </div>
          {actions}
        </>
      )}
      dialog={(entry, onClose) => <FaqDialog entry={entry} onClose={onClose} />}
    />
  );
}

function FaqDialog({ entry, onClose }: { entry: FaqEntry | 'new' | null; onClose: () => void }) {
  const form = useZodForm<FaqEntryInput, typeof faqEntrySchema>({
    schema: faqEntrySchema,
    defaultValues: { question: '', answer: '' },
  });
  const { id, err, input } = useFormFields(form);
  const existing = entry !== null && entry !== 'new' ? entry : null;
  const { reset } = form;
  useEffect(() => {
    if (entry !== null)
      reset({ question: existing?.question ?? '', answer: existing?.answer ?? '' });
  }, [entry, existing, reset]);
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
  const onSubmit = form.onValid((v) => save.mutate(v, { onError: (e) => form.serverErrors(e) }));
  return (
    <FormDialog
      open={entry !== null}
      onOpenChange={(o) => !o && onClose()}
      title={existing ? 'Edit Question' : 'Add Question'}
      submitLabel={existing ? 'Save Changes' : 'Add Question'}
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={form.formError()}
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
