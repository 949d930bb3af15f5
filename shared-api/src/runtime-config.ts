// Deployment settings read at run time from /runtime-config.json, so one build serves every environment. The
// config in force is page state (page-state/runtime-config.ts); this module reads and checks it.
import { defaultRuntimeConfig, type RuntimeConfig, setRuntimeConfig } from '@ofertat/shared-api/page-state';
import { DEFAULT_UPLOAD_MAX_BYTES, type UploadKind } from './constants.js';
import { EMBEDDED_JSON_IDS } from './deployment/embedded-json.js';
import { RUNTIME_CONFIG_PATH } from './deployment/urls.js';
import { readEmbeddedJson } from './deployment/read-embedded-json.js';

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
  const limitsRaw = raw.uploadLimits ?? {};
  const uploadLimits: Record<UploadKind, number> = { ...DEFAULT_UPLOAD_MAX_BYTES };
  if (typeof limitsRaw !== 'object' || limitsRaw === null) {
    problems.push('uploadLimits must be an object');
  } else {
    for (const kind of ['image', 'pdf'] as const) {
      const value = (limitsRaw as Record<string, unknown>)[kind];
      if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) uploadLimits[kind] = value;
      else if (value !== undefined) problems.push(`uploadLimits.${kind} must be a positive whole number of bytes`);
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
    uploadLimits,
  };
  if (problems.length > 0) throw new Error(`runtime config: ${problems.join('; ')}`);
  return config;
}

async function fetchRuntimeConfig(url: string): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  return response.status === 404 ? defaultRuntimeConfig : parseRuntimeConfig(await response.json());
}

/**
 * Validates the deployment's runtime config: the copy embedded in the page when the server sent one, else the
 * fetched file; falls back to defaults only when the file is absent.
 */
export async function loadRuntimeConfig(url: string = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  const embedded = readEmbeddedJson(EMBEDDED_JSON_IDS.runtimeConfig);
  const config = embedded === undefined ? await fetchRuntimeConfig(url) : parseRuntimeConfig(embedded);
  setRuntimeConfig(config);
  return config;
}

export { defaultRuntimeConfig, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@ofertat/shared-api/page-state';
