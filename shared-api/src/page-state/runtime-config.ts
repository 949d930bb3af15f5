// The deployment's settings in force on this page (read and checked by ../runtime-config.ts).
import { DEFAULT_UPLOAD_MAX_BYTES, type UploadKind } from '../constants.js';

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
  /** The server's upload limits in bytes, which the forms check before sending a file. */
  uploadLimits: Readonly<Record<UploadKind, number>>;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  adminContactPhone: '+355 69 000 0000',
  contactEmail: 'info@ofertat.al',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  appStoreUrl: 'https://apps.apple.com/al/app/ofertat',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=al.ofertat',
  socialLinks: {},
  uploadLimits: DEFAULT_UPLOAD_MAX_BYTES,
};

let current: RuntimeConfig = defaultRuntimeConfig;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
