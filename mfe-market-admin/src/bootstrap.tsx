import { adminPaths } from '@ofertat/shared-api';
import { renderStandalone } from '@ofertat/shared-ui/standalone';
import RemoteRoutes from './routes';

void renderStandalone(RemoteRoutes, adminPaths.base);
