import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestApp } from './app/guest-app';
import { seedQueries } from './app/seed-queries';
import { learnPageZoneOffsets } from './app/zone-offsets';

// The guest site's application (decision 0040). boot.ts loads it once index.html's static first
// view has been painted; the admin panel has an entry of its own (admin-main.tsx, decision 0136),
// so neither downloads the other.
const container = document.getElementById('root')!;
const path = window.location.pathname;
const root = createRoot(container);

learnPageZoneOffsets();
// Rendering in a transition lets React build the page in short slices instead of one long task.
seedQueries();
startTransition(() =>
  root.render(
    <StrictMode>
      <GuestApp path={path} />
    </StrictMode>,
  ),
);
