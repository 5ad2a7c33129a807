export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl">This trail leads nowhere</h1>
      <p className="mt-3 text-muted">The page you were looking for does not exist.</p>
      <a
        href="/"
        className="mt-6 inline-block rounded-full bg-forest px-5 py-2.5 font-medium text-white hover:bg-moss"
      >
        Back to booking
      </a>
    </section>
  );
}
