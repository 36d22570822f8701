/** Types of build.mjs, for the TypeScript that imports it (the end-to-end tests). */
export declare const WEB_APP_DIR: string;
export declare const WEB_APP_DIST: string;
export declare const SERVER_DIR: string;
export declare const SERVER_DIST: string;

type Env = Record<string, string | undefined>;

export declare function webBuildEnvironment(env: Env): Record<string, string | undefined>;
export declare function webAppHash(env: Env, base?: string): string;
export declare function serverHash(base?: string): string;
export declare function buildWebApp(options?: { env?: Env; outDir?: string }): Promise<void>;
export declare function buildServer(): Promise<void>;
export declare function ensureWebApp(options?: {
  env?: Env;
  force?: boolean;
  outDir?: string;
  log?: (line: string) => void;
}): Promise<boolean>;
export declare function ensureServer(options?: { force?: boolean; log?: (line: string) => void }): Promise<boolean>;
