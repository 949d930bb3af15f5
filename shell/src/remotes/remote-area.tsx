import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Link, ErrorState, PublicLayout, Spinner } from '@ofertat/shared-ui';
import { publicPaths, type RemoteName, type RemotesManifest } from '@ofertat/shared-api';

export const REMOTE_LOAD_ERROR = 'Kjo pjesë e faqes nuk mund të ngarkohet tani. Kontrolloni lidhjen dhe provoni përsëri.';

interface RemoteModule {
  default: ComponentType;
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
    // so the visitor can still go elsewhere (the nav bar's Kërko opens the search once the public site loads).
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

interface RemoteAreaProps {
  name: RemoteName;
  manifest: RemotesManifest;
}

/** Lazily loads one remote's routes, isolated so that its failure leaves the rest of the shell working. */
export function RemoteArea({ name, manifest }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = useMemo(
    () =>
      lazy(async () => {
        const remote = manifest[name];
        if (!remote) throw new Error(`The deployment manifest names no entry for ${name}`);
        // A failed entry stays cached in the federation runtime; registering it again lets a retry refetch it.
        if (attempt > 0) registerRemotes([{ name, entry: new URL(remote.entry, window.location.href).href }], { force: true });
        const module = await loadRemote<RemoteModule>(`${name}/routes`);
        if (!module?.default) throw new Error(`${name}/routes has no default export`);
        return module;
      }),
    [name, manifest, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<Spinner label="Duke u ngarkuar..." />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
