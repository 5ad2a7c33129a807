import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '../../domain/staff-permissions';
import { meQuery } from './api';

/** An admin section the signed-in role may not open (the server refuses its calls too). */
export function NotAllowedPage({ title }: { title: string }) {
  const { data: me } = useQuery(meQuery);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl sm:text-3xl">{title}</h1>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
        <Lock aria-hidden className="size-10 text-amber" />
        <p className="text-lg text-forest">This page is not part of your role</p>
        <p className="max-w-md text-sm text-muted">
          {me ? `Your role (${ROLE_LABELS[me.role]}) cannot open ${title}. ` : ''}
          Ask an owner if you need it.
        </p>
        <Link
          to="/admin"
          className="rounded-lg border border-forest/30 px-4 py-2 text-sm text-forest hover:bg-sand"
        >
          Back to the start
        </Link>
      </div>
    </div>
  );
}
