// What `npm start` prints once the server listens: where it runs and the accounts to sign in with.
import path from 'node:path';
import type { Config } from './config.js';
import type { SeedReport } from './seed/index.js';

export function startBanner(config: Config, driver: string, report: SeedReport): string {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // Only the README's demo password is shown: one from the environment never reaches a terminal or a log.
  const superAdminPassword = config.superAdmin.passwordFromEnvironment ? '(password from SUPERADMIN_PASSWORD)' : config.superAdmin.password;
  const lines = [
    '',
    `Ofertat is running at http://${shownHost}:${config.port}  (API docs: /api/docs)`,
    `Database: ${driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`}`,
    `Super admin: ${config.superAdmin.email} / ${superAdminPassword}` +
      (report.superAdminCreated ? '  (created now)' : '  (as configured when it was created)'),
  ];
  if (report.demoAccounts.length > 0) {
    lines.push(`Demo market admins${report.demoDataInserted ? ' (demo data created now)' : ''}:`);
    for (const account of report.demoAccounts) {
      lines.push(`  ${account.marketName.padEnd(22)} ${account.email} / ${account.password}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
