/** Types of ports.mjs, for the TypeScript that imports it (tests). */
export declare function freePort(): Promise<number>;
