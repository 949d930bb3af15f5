import { superAdminPaths } from '@ofertat/shared-api';
import { renderStandalone } from '@ofertat/shared-ui/standalone';
import RemoteRoutes from './routes';

void renderStandalone(RemoteRoutes, superAdminPaths.base);
