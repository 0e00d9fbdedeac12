/**
 * Runtime configuration of the renderer: where the platform API lives and which merchant this build serves.
 * The web build reads Vite env variables; the desktop app asks the bridge (see platform.ts). `bootstrap()` sets it
 * once before the first render; until then the web defaults apply.
 */
export type AppConfig = {
  /** Base URL of the platform API; '' means same origin (web). */
  readonly platformUrl: string;
  readonly merchantCode: string;
  readonly runtime: 'web' | 'desktop';
};

function readEnv(name: 'VITE_PLATFORM_URL' | 'VITE_MERCHANT_CODE'): string | undefined {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function webConfig(): AppConfig {
  return {
    platformUrl: (readEnv('VITE_PLATFORM_URL') ?? '').replace(/\/+$/, ''),
    merchantCode: readEnv('VITE_MERCHANT_CODE') ?? 'demo',
    runtime: 'web',
  };
}

let current: AppConfig = webConfig();

export function getConfig(): AppConfig {
  return current;
}

export function setConfig(config: AppConfig): void {
  current = { ...config, platformUrl: config.platformUrl.replace(/\/+$/, '') };
}

/** An absolute address on the platform (API paths, `/assets-platform/...`). */
export function platformAsset(path: string): string {
  return `${current.platformUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
