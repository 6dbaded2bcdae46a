// Types of server-build.mjs for the TypeScript that imports it (the e2e support and the benches).
export declare const SERVER_ENTRY: string;
export declare function serverBuildIsFresh(): boolean;
export declare function buildServerIfStale(options?: { force?: boolean }): Promise<void>;
