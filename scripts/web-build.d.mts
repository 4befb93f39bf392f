/** Takes the build lock of `base`; true when this caller now builds (web-build.mjs). */
export declare function claimWebBuild(base: string): boolean;
/** Builds the web app into `<base>/dist` for the lock's holder, then marks it built. */
export declare function runWebBuild(base: string): Promise<void>;
/** `<base>/dist` once built: builds it when nobody does, else waits for the builder. */
export declare function builtWebApp(base: string, timeoutMs: number): Promise<string>;
