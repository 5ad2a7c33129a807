import { X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';

/**
 * A list the form builds item by item (amenities, image addresses): an input and Add; an entry is
 * added only when it is not blank and not already in the list (the spec's rule). Enter adds too.
 */
export function ListEditor({
  label,
  itemName,
  items,
  onChange,
  placeholder,
  hint,
  error,
  renderItem,
  extra,
}: {
  label: string;
  /** One entry, for the input's label ("New amenity"). */
  itemName: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  renderItem?: (item: string) => ReactNode;
  /** More ways to add (e.g. an upload button), shown beside Add. */
  extra?: ReactNode;
}) {
  const uid = useId();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const add = () => {
    const value = draft.trim();
    if (!value) return setNote('Type something to add');
    if (items.includes(value)) return setNote(`${value} is already in the list`);
    onChange([...items, value]);
    setDraft('');
    setNote(null);
  };
  const message = error ?? note;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{label}</legend>
      {items.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {items.map((item) => (
            <li
              key={item}
              className="flex max-w-full min-w-0 items-center gap-1 rounded-full border border-sand bg-cream py-1 pr-1 pl-3 text-sm"
            >
              {renderItem ? renderItem(item) : <span className="truncate">{item}</span>}
              <button
                type="button"
                className="rounded-full p-1 text-muted hover:bg-sand"
                aria-label={`Remove ${item}`}
                onClick={() => onChange(items.filter((i) => i !== item))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <input
          id={`${uid}-input`}
          className={`${inputClass} min-w-0 flex-1 basis-48`}
          value={draft}
          placeholder={placeholder}
          aria-label={`New ${itemName}`}
          aria-invalid={Boolean(error)}
          aria-describedby={message ? `${uid}-msg` : hint ? `${uid}-hint` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setNote(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          Add
        </Button>
        {extra}
      </div>
      {message ? (
        <p id={`${uid}-msg`} className="text-sm text-red-700">
          {message}
        </p>
      ) : hint ? (
        <p id={`${uid}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
