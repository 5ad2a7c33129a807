import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { outboxKindLabel } from '../../../domain/guest-emails';
import { Modal } from '../ui/modal';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { Spinner } from '../ui/spinner';
import { StatusBadge } from '../ui/status-badge';
import { ErrorState } from '../ui/states';
import { outboxMessageQuery } from './api';
import { EmailActions } from './email-actions';

/**
 * The message as the recipient sees it: the HTML part in a sandboxed frame (no scripts, no
 * same-origin access, no forms) and the plain-text part, with Retry / Resend.
 */
export function EmailPreviewDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const tz = useResortTz();
  const [part, setPart] = useState<'html' | 'text'>('html');
  const message = useQuery({ ...outboxMessageQuery(id ?? ''), enabled: id !== null });
  const m = message.data;
  return (
    <Modal
      open={id !== null}
      onOpenChange={(o) => {
        if (!o) {
          setPart('html');
          onClose();
        }
      }}
      title="E-mail preview"
      wide
    >
      {message.isPending ? (
        <Spinner label="Loading e-mail…" className="py-10" />
      ) : message.isError || !m ? (
        <ErrorState
          title="Loading Error"
          message="Failed to load the e-mail"
          onRetry={() => void message.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">To</dt>
            <dd className="break-all">{m.to}</dd>
            <dt className="text-muted">Subject</dt>
            <dd className="font-medium">{m.subject}</dd>
            <dt className="text-muted">Kind</dt>
            <dd>{outboxKindLabel(m.kind)}</dd>
            <dt className="text-muted">Status</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <StatusBadge kind="email" status={m.status} />
              <span className="text-xs text-muted">
                {m.attempts} attempt{m.attempts === 1 ? '' : 's'} · queued{' '}
                {formatDateTime(m.createdAt, tz)}
                {m.sentAt ? ` · sent ${formatDateTime(m.sentAt, tz)}` : ''}
              </span>
            </dd>
            {m.lastError ? (
              <>
                <dt className="text-muted">Last error</dt>
                <dd className="text-red-900">{m.lastError}</dd>
              </>
            ) : null}
          </dl>
          <div role="tablist" aria-label="Message part" className="flex gap-1 border-b border-sand">
            {(['html', 'text'] as const).map((p) => (
              <button
                key={p}
                type="button"
                role="tab"
                id={`email-part-${p}`}
                aria-selected={part === p}
                aria-controls={`email-panel-${p}`}
                onClick={() => setPart(p)}
                className={`-mb-px rounded-t-md border-b-2 px-3 py-1.5 text-sm ${part === p ? 'border-forest font-semibold text-forest' : 'border-transparent text-muted hover:text-forest'}`}
              >
                {p === 'html' ? 'As sent (HTML)' : 'Plain text'}
              </button>
            ))}
          </div>
          {part === 'html' ? (
            <div role="tabpanel" id="email-panel-html" aria-labelledby="email-part-html">
              <iframe
                title={`E-mail: ${m.subject}`}
                sandbox=""
                srcDoc={m.html}
                className="h-[55dvh] w-full rounded-lg border border-sand bg-white"
              />
            </div>
          ) : (
            <div role="tabpanel" id="email-panel-text" aria-labelledby="email-part-text">
              <pre className="max-h-[55dvh] overflow-auto rounded-lg border border-sand bg-cream/50 p-3 text-sm whitespace-pre-wrap">
                {m.text}
              </pre>
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <EmailActions message={m} onDone={() => void message.refetch()} />
          </div>
        </div>
      )}
    </Modal>
  );
}
