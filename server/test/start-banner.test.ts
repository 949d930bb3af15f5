import { DEFAULT_SUPERADMIN_PASSWORD, loadConfig } from '../src/config.js';
import { startBanner } from '../src/start-banner.js';

const report = { superAdminCreated: true, demoDataInserted: false, demoAccounts: [] };
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/ofertat-banner', JWT_SECRET: 'x'.repeat(40), ...env });

describe('startBanner', () => {
  it("prints the README's demo password, which is no secret", () => {
    expect(startBanner(config({}), 'pglite', report)).toContain(`superadmin@ofertat.al / ${DEFAULT_SUPERADMIN_PASSWORD}`);
  });

  it('never prints a password that came from the environment', () => {
    const banner = startBanner(config({ SUPERADMIN_PASSWORD: 'Lule-Bore-Mali-2025' }), 'postgres', report);
    expect(banner).not.toContain('Lule-Bore-Mali-2025');
    expect(banner).toContain('superadmin@ofertat.al / (password from SUPERADMIN_PASSWORD)');
  });
});
