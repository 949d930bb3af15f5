// Module resolve hook: `import('drizzle-orm/…')` issued from drizzle-kit resolves from the server package.
const serverPackage = new URL('../../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: serverPackage });
  }
  return nextResolve(specifier, context);
}
