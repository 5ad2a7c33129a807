import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The spec's general fallback page (no router needed: the guest site runs without one). */
export function ErrorScreen() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <img src="/images/logo.svg" alt="" width={64} height={64} />
      <h1 className="text-3xl">Oops! Something went wrong</h1>
      <p className="text-muted">
        We're sorry for the inconvenience. The application encountered an unexpected error.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-forest px-5 py-2.5 font-medium text-white hover:bg-moss"
        >
          Reload Page
        </button>
        <a
          href="/"
          className="rounded-full border border-forest px-5 py-2.5 font-medium text-forest hover:bg-sand"
        >
          Go to Homepage
        </a>
      </div>
    </main>
  );
}

/** Catches render errors of the guest site and shows the fallback page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
