import { Construction } from 'lucide-react';
import { Link } from 'react-router';

/** A plain placeholder for admin screens that later issues build. */
export function ComingSoonPage({ title, notFound = false }: { title: string; notFound?: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl sm:text-3xl">{title}</h1>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
        <Construction aria-hidden className="size-10 text-amber" />
        <p className="text-lg text-forest">
          {notFound ? 'There is no admin page here.' : 'Coming soon'}
        </p>
        <p className="max-w-md text-sm text-muted">
          {notFound
            ? 'Use the menu to find your way.'
            : 'This screen is not available yet. It will appear here in a coming update.'}
        </p>
        <Link
          to="/admin"
          className="rounded-lg border border-forest/30 px-4 py-2 text-sm text-forest hover:bg-sand"
        >
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
