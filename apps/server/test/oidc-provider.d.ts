// oidc-provider ships no types; this is the small part the Google sign-in test uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ProviderConfiguration {
    clients?: Array<Record<string, unknown>>;
    findAccount?: (ctx: unknown, id: string) => Promise<ProviderAccount | undefined> | ProviderAccount | undefined;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys?: string[] };
    pkce?: { required?: () => boolean };
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export default Provider;
}
