import type { ReactNode } from 'react';
import { NotFoundPage, Route, Routes } from '@ofertat/shared-ui';
import { useLogout } from '@ofertat/shared-ui/admin';
import { SidebarLayout, type SidebarItem } from '@ofertat/shared-ui/admin';
import type { AppPath } from '@ofertat/shared-api';

/** One screen of an admin area: the route table's path and what it shows. */
export interface AdminRoute {
  path: Pick<AppPath, 'pattern'>;
  element: ReactNode;
}

export interface AdminAreaProps {
  /** The area's name in the sidebar's bar. */
  title: string;
  items: readonly SidebarItem[];
  /** The logout button's text, in the spec's words for the area. */
  logoutLabel: string;
  /** The remote and its version, shown at the sidebar's foot (which release a support call is about). */
  release: string;
  /** What the area's own root shows. */
  home: ReactNode;
  routes: readonly AdminRoute[];
}

/**
 * An admin area as the shell mounts it behind its guard: the sidebar with logout, the area's screens by the route
 * table, and the not-found page for any other address inside it.
 */
export function AdminArea({ title, items, logoutLabel, release, home, routes }: AdminAreaProps) {
  const logout = useLogout();
  return (
    <SidebarLayout title={title} items={items} onLogout={logout} logoutLabel={logoutLabel} footer={release}>
      <Routes>
        <Route index element={home} />
        {routes.map(({ path, element }) => (
          <Route key={path.pattern} path={path.pattern} element={element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </SidebarLayout>
  );
}
