import { COOKIE_NOTICE_VERSION, DOCTOR_TERMS_VERSION, HEALTH_DATA_CONSENT_VERSION, PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '@sanity/shared/domain/privacy/terms';
import { type LegalInfo, LegalInfoSchema } from '@sanity/shared/schemas/legal';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/** The operator's details come from the configuration, so that each clinic running Sanity names itself (issue 24). */
export function legalInfoOf(
  config: Pick<Config, 'LEGAL_OPERATOR_NAME' | 'LEGAL_OPERATOR_ADDRESS' | 'LEGAL_OPERATOR_EMAIL' | 'LEGAL_DPO_EMAIL' | 'googleEnabled' | 'llmEnabled' | 'SESSION_TTL_DAYS' | 'SESSION_IDLE_DAYS'>,
): LegalInfo {
  return {
    operator: {
      name: config.LEGAL_OPERATOR_NAME,
      address: config.LEGAL_OPERATOR_ADDRESS,
      email: config.LEGAL_OPERATOR_EMAIL,
      dpoEmail: config.LEGAL_DPO_EMAIL ?? null,
    },
    services: {
      googleSignIn: config.googleEnabled,
      assistantModel: config.llmEnabled,
      sessionTtlDays: config.SESSION_TTL_DAYS,
      sessionIdleDays: config.SESSION_IDLE_DAYS,
    },
    versions: {
      terms: TERMS_VERSION,
      doctorTerms: DOCTOR_TERMS_VERSION,
      privacy: PRIVACY_NOTICE_VERSION,
      cookie: COOKIE_NOTICE_VERSION,
      healthData: HEALTH_DATA_CONSENT_VERSION,
    },
  };
}

export const legalRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const info = legalInfoOf(app.config);
  app.get(
    '/legal',
    {
      config: { access: 'public' },
      schema: {
        tags: ['legal'],
        summary: 'Chi gestisce la piattaforma (titolare, indirizzo, contatti, DPO) e le versioni di informativa privacy, cookie e termini',
        response: { 200: LegalInfoSchema },
      },
    },
    () => info,
  );
  done();
};
