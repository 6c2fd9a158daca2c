import { z } from 'zod';
import { TOKEN_SCOPES } from '../domain/tokens/scopes';
import { itApiAccess } from '../i18n/it-api-access';

const t = itApiAccess.tokens;

export const TokenScopeSchema = z.enum(TOKEN_SCOPES, { message: t.scopeUnknown });

/** POST /api/tokens: a name the owner recognises, at least one scope, and an optional lifetime in days. */
export const CreateTokenSchema = z.object({
  name: z.string({ message: t.nameRequired }).trim().min(1, { message: t.nameRequired }).max(80, { message: t.nameTooLong }),
  scopes: z.array(TokenScopeSchema).min(1, { message: t.scopesRequired }).max(TOKEN_SCOPES.length),
  expiresInDays: z.number().int().min(1, { message: t.expiryRange }).max(365, { message: t.expiryRange }).nullable().optional(),
});
export type CreateToken = z.infer<typeof CreateTokenSchema>;

/** A token as its owner lists it: never the token itself, only its first characters. */
export const AccessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(TokenScopeSchema),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;

export const AccessTokenListSchema = z.object({ tokens: z.array(AccessTokenSchema), grantableScopes: z.array(TokenScopeSchema) });
export type AccessTokenList = z.infer<typeof AccessTokenListSchema>;

/** The answer of a creation: the token in clear, this once. */
export const CreatedTokenSchema = z.object({ token: z.string(), accessToken: AccessTokenSchema });
export type CreatedToken = z.infer<typeof CreatedTokenSchema>;
