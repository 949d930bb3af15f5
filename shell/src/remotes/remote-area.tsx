import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Link, ErrorState, PublicLayout, Spinner } from '@ofertat/shared-ui';
import { publicPaths, type RemoteName, type RemotesManifest } from '@ofertat/shared-api';

export const REMOTE_LOAD_ERROR = 'Kjo pjesë e faqes nuk mund të ngarkohet tani. Kontrolloni lidhjen dhe provoni përsëri.';

interface RemoteModule {
  default: ComponentType;
  /** Loads the screen of a path ahead of the first render (mfe-public's routes). */
  preloadRoute?: (pathname: string) => Promise<void>;
}

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    // The remote that failed drew the page's header and footer too: the shell keeps its own around the message,
    // so the visitor can still go elsewhere (the nav bar's Kërko leads to the search page).
    return (
      <PublicLayout>
        <ErrorState
          message={REMOTE_LOAD_ERROR}
          onRetry={this.retry}
          action={<Link to={publicPaths.home.getHref()}>Kthehu në faqen kryesore</Link>}
        />
      </PublicLayout>
    );
  }
}

/** Remotes loaded before the first render: a page the server rendered hydrates with its remote already here. */
const preloaded = new Map<RemoteName, RemoteModule>();

async function loadRoutes(name: RemoteName): Promise<RemoteModule> {
  const module = await loadRemote<RemoteModule>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name}/routes has no default export`);
  return module;
}

/** Loads a remote's routes and the current page's screen ahead of the first render (see RemoteArea). */
export async function preloadRemote(name: RemoteName): Promise<void> {
  const module = await loadRoutes(name);
  // And the current page's screen, so the whole page is hydrated in one pass.
  await module.preloadRoute?.(window.location.pathname);
  preloaded.set(name, module);
}

interface RemoteAreaProps {
  name: RemoteName;
  manifest: RemotesManifest;
}

/**
 * Lazily loads one remote's routes, isolated so that its failure leaves the rest of the shell working. A remote
 * loaded ahead is rendered at once, with no Suspense boundary: around a server-rendered public page the shell puts
 * nothing the server's render lacks (mfe-public/src/server-render.tsx), so the page hydrates as it was sent.
 */
export function RemoteArea({ name, manifest }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = useMemo(
    () =>
      lazy(async () => {
        const remote = manifest[name];
        if (!remote) throw new Error(`The deployment manifest names no entry for ${name}`);
        // A failed entry stays cached in the federation runtime; registering it again lets a retry refetch it.
        if (attempt > 0) registerRemotes([{ name, entry: new URL(remote.entry, window.location.href).href }], { force: true });
        return loadRoutes(name);
      }),
    [name, manifest, attempt],
  );
  const Loaded = attempt === 0 ? preloaded.get(name)?.default : undefined;
  if (Loaded) {
    return (
      <RemoteErrorBoundary onRetry={() => setAttempt((value) => value + 1)}>
        <Loaded />
      </RemoteErrorBoundary>
    );
  }
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<Spinner label="Duke u ngarkuar..." />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
