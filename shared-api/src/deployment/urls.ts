// The fixed addresses of a deployment's JSON files, read by the shell and written or served by the server.

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
export const REMOTES_MANIFEST_PATH = '/remotes.json';
