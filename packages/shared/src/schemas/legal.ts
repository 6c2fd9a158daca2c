import { z } from 'zod';

/**
 * What the legal pages (/privacy, /cookie, /termini; issue 24) need from the server: who operates
 * this installation of Sanity, from its configuration (apps/server/src/config.ts, `LEGAL_*`), and
 * the versions of the texts. The texts themselves are the web app's (packages/shared/src/i18n/it-legal.ts).
 */
export const LegalInfoSchema = z.object({
  operator: z.object({
    /** The data controller (titolare del trattamento): the clinic or company running the platform. */
    name: z.string(),
    address: z.string(),
    email: z.string(),
    /** The data protection officer's address; null when the operator has not designated one. */
    dpoEmail: z.string().nullable(),
  }),
  /** Services of this installation that change what the notice says: who else receives data. */
  services: z.object({
    /** 'Continua con Google' is on (GOOGLE_CLIENT_ID/SECRET). */
    googleSignIn: z.boolean(),
    /** Igea's answers come from an external language model (LLM_BASE_URL/LLM_MODEL). */
    assistantModel: z.boolean(),
    /** How long the session cookie lasts at most, and after how many unused days it ends. */
    sessionTtlDays: z.number(),
    sessionIdleDays: z.number(),
  }),
  versions: z.object({
    terms: z.string(),
    doctorTerms: z.string(),
    privacy: z.string(),
    cookie: z.string(),
    healthData: z.string(),
  }),
});
export type LegalInfo = z.infer<typeof LegalInfoSchema>;
