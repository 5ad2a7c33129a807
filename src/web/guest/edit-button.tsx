import { Pencil } from 'lucide-react';

/** The wizard's Edit control: visible "Edit", with a name saying what it edits. */
export function EditButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 rounded-full border border-forest px-3 py-1 text-sm font-medium text-forest hover:bg-sand"
      aria-label={label}
    >
      <Pencil aria-hidden className="size-3.5" /> Edit
    </button>
  );
}
