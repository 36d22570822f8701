/** Types of web-server.mjs, for the TypeScript that imports it. */
type Env = Record<string, string | undefined>;

export declare const E2E_WEB_BUILD: string;
export declare function productionBuildEnv(env?: Env): Env;
