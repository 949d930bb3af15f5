// Deployment settings read at run time from /runtime-config.json, so one build serves every environment.

export interface RuntimeConfig {
  /** API origin; '' means the page's own origin. */
  apiBaseUrl: string;
  adminContactPhone: string;
  contactEmail: string;
  /** XYZ tile URL template for the public map. */
  mapTileUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  socialLinks: { facebook?: string; instagram?: string; tiktok?: string };
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  adminContactPhone: '+355 69 000 0000',
  contactEmail: 'info@ofertat.al',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  appStoreUrl: 'https://apps.apple.com/al/app/ofertat',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=al.ofertat',
  socialLinks: {},
};

let current: RuntimeConfig = defaultRuntimeConfig;

/** Checks a parsed config file and lists every problem at once. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  if (typeof input !== 'object' || input === null) throw new Error('runtime config: expected a JSON object');
  const raw = input as Record<string, unknown>;
  const problems: string[] = [];
  const text = (key: keyof RuntimeConfig): string => {
    const value = raw[key] ?? defaultRuntimeConfig[key];
    if (typeof value !== 'string') {
      problems.push(`${key} must be a string`);
      return '';
    }
    return value;
  };
  const socialRaw = raw.socialLinks ?? {};
  const socialLinks: RuntimeConfig['socialLinks'] = {};
  if (typeof socialRaw !== 'object' || socialRaw === null) {
    problems.push('socialLinks must be an object');
  } else {
    for (const [name, url] of Object.entries(socialRaw as Record<string, unknown>)) {
      if (name !== 'facebook' && name !== 'instagram' && name !== 'tiktok') continue;
      if (typeof url === 'string' && url !== '') socialLinks[name] = url;
      else if (url !== undefined && url !== '') problems.push(`socialLinks.${name} must be a string`);
    }
  }
  const config: RuntimeConfig = {
    apiBaseUrl: text('apiBaseUrl').replace(/\/+$/, ''),
    adminContactPhone: text('adminContactPhone'),
    contactEmail: text('contactEmail'),
    mapTileUrl: text('mapTileUrl'),
    appStoreUrl: text('appStoreUrl'),
    playStoreUrl: text('playStoreUrl'),
    socialLinks,
  };
  if (problems.length > 0) throw new Error(`runtime config: ${problems.join('; ')}`);
  return config;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Fetches and validates the deployment's runtime config; falls back to defaults only when the file is absent. */
export async function loadRuntimeConfig(url: string = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  const config = response.status === 404 ? defaultRuntimeConfig : parseRuntimeConfig(await response.json());
  setRuntimeConfig(config);
  return config;
}
