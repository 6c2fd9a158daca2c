// Types of server-build.mjs for the TypeScript that starts the server (scripts/bench).
export declare const serverEnv: Record<string, string>;
export declare const serverArgs: string[];
export declare function ensureServerBuilt(options?: { force?: boolean }): Promise<void>;
