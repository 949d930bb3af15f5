import Module from 'node:module';

type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as { _resolveFilename: Resolve };

export default async function globalSetup(): Promise<void> {
  // Jest compiles this file but loads its imports with plain Node, which does not map the NodeNext '.js'
  // suffixes of our TypeScript sources to their '.ts' files (jest's moduleNameMapper does, inside tests).
  const resolve = moduleInternals._resolveFilename;
  moduleInternals._resolveFilename = function resolveTypeScript(this: unknown, request, ...rest) {
    try {
      return resolve.call(this, request, ...rest);
    } catch (error) {
      if (!request.startsWith('.') || !request.endsWith('.js')) throw error;
      return resolve.call(this, `${request.slice(0, -3)}.ts`, ...rest);
    }
  };
  try {
    const { fixRunDay } = await import('./helpers/test-day.js');
    fixRunDay();
    const { createDemoTemplate } = await import('./helpers/demo-template.js');
    await createDemoTemplate(process.env.DATABASE_URL || undefined);
  } finally {
    moduleInternals._resolveFilename = resolve;
  }
}
