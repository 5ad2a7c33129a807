import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LEGAL_PAGE_IDS, LEGAL_PAGES, type LegalPageId } from '../../domain/legal-pages';
import { legalDocumentQuery } from '../api/legal';

/** Terms & Conditions, Privacy Policy or Cancellation Policy (content from the server's configuration). */
export function LegalPage({ page }: { page: LegalPageId }) {
  const doc = useQuery(legalDocumentQuery(page));
  const title = LEGAL_PAGES[page].title;
  useEffect(() => {
    document.title = `${title} — Village Machaan`;
  }, [title]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl text-forest sm:text-4xl">{title}</h1>
      {doc.isPending ? (
        <p className="mt-4 text-muted">Loading...</p>
      ) : doc.isError ? (
        <p className="mt-4 text-red-800" role="alert">
          This page could not be loaded. Please try again.
        </p>
      ) : (
        doc.data.sections.map((section) => (
          <section key={section.heading} className="mt-6">
            <h2 className="text-xl text-forest">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-2 leading-relaxed text-ink">
                {p}
              </p>
            ))}
          </section>
        ))
      )}
      <nav
        aria-label="Policies"
        className="mt-10 flex flex-wrap gap-x-5 gap-y-2 border-t border-sand pt-4 text-sm"
      >
        {LEGAL_PAGE_IDS.filter((id) => id !== page).map((id) => (
          <a key={id} href={LEGAL_PAGES[id].path} className="text-forest underline hover:text-moss">
            {LEGAL_PAGES[id].title}
          </a>
        ))}
        <a href="/" className="text-forest underline hover:text-moss">
          Book your stay
        </a>
      </nav>
    </article>
  );
}
