import { renderStandalone } from '@ofertat/shared-ui';
import RemoteRoutes from './routes';

void renderStandalone(RemoteRoutes, '');
