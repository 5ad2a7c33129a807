export function StatusDot({ tone }: { tone: 'ok' | 'warn' | 'bad' }) {
  const colour = tone === 'ok' ? 'bg-green-600' : tone === 'warn' ? 'bg-amber' : 'bg-red-700';
  return <span aria-hidden className={`inline-block size-2.5 rounded-full ${colour}`} />;
}
