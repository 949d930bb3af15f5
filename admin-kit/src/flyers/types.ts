import type { ReactNode } from 'react';
import type { EntityId } from '@ofertat/shared-api';

/** Where the flyer screens link to, so each area passes its own routes (adminPaths or superAdminPaths). */
export interface FlyerPaths {
  /** The list. */
  list: string;
  /** The add screen. */
  add: string;
  /** The view screen of one flyer. */
  view: (volantinoId: number) => string;
  /** The edit screen of one flyer. */
  edit: (volantinoId: number) => string;
}

export interface FlyerListScreenProps {
  /** Whose flyers to list; null shows only the chooser and a prompt to choose a market. */
  marketId: EntityId | null;
  /** Routes of the area. */
  paths: FlyerPaths;
  /** A market chooser shown in the toolbar (super admin). */
  marketChooser?: ReactNode;
}

export interface FlyerCreateScreenProps {
  /** The market the new flyer belongs to; null keeps the form from saving until one is chosen. */
  marketId: EntityId | null;
  /** Routes of the area. */
  paths: FlyerPaths;
  /** A market chooser shown above the form (super admin). */
  marketChooser?: ReactNode;
}

export interface FlyerScreenProps {
  /** Routes of the area; the flyer id comes from the route's :volantinoId. */
  paths: FlyerPaths;
}
