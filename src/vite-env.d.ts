/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real API server. When set, the mock API is not loaded at all. */
  readonly VITE_API_URL?: string;
  /** the account host of the third-party bind calls; empty or unset: the API host */
  readonly VITE_ACCOUNT_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** antd's component styles for the app's theme, made at build time (scripts/antd-static-style.ts) */
declare module 'virtual:antd-static.css';
/** antd's style cache entries for one of the app's themes, made at build time (scripts/antd-static-style.ts) */
declare module 'virtual:antd-style-seed-*' {
  const seed: [path: string, value: unknown[]][];
  export default seed;
}
