import { it } from '@sanity/shared/i18n/it';
import { type Consent } from '@sanity/shared/schemas/privacy';
import { Download, FileText } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Section } from '../../../components/ui/page-header';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../auth/api/get-me';
import { EXPORT_HTML_URL, EXPORT_JSON_URL, usePrivacy } from '../api/get-privacy';
import { AccessLogCard } from './access-log-card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { itPrivacy } from '@sanity/shared/i18n/it-privacy';

function ConsentRow({ consent }: { consent: Consent }) {
  const p = itPrivacy;
  return (
    <li className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
      <span className="font-medium text-slate-900">{consent.document === 'doctor-terms' ? p.documentDoctorTerms : p.documentTerms}</span>
      <span className="text-sm text-slate-600">{p.consentLine(consent.version, formatDateTime(consent.acceptedAt) ?? consent.acceptedAt)}</span>
    </li>
  );
}

/**
 * 'Privacy e dati' in /settings (issue 13, GDPR art. 15, 17, 20): the data export (JSON and a
 * readable page, both downloads), the terms accepted, the account's deletion (patients only:
 * doctors and admins read why not), and who accessed the data (AccessLogCard).
 */
export function PrivacySection() {
  const p = itPrivacy;
  const user = useCurrentUser();
  const privacy = usePrivacy();
  const status = privacy.data;

  return (
    <Section id="privacy" title={p.title} className="gap-4">
      <p className="-mt-2 text-sm text-slate-600">{p.intro}</p>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{p.exportTitle}</CardTitle>
          <CardDescription>{p.exportText}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          <a href={EXPORT_JSON_URL} download className={buttonClasses('primary', 'lg', 'h-auto w-full flex-col items-start gap-0.5 py-3 text-left')}>
            <span className="inline-flex items-center gap-2">
              <Download className="size-4" aria-hidden="true" />
              {p.exportJson}
            </span>
            <span className="text-xs font-normal opacity-90">{p.exportJsonHint}</span>
          </a>
          <a href={EXPORT_HTML_URL} download className={buttonClasses('outline', 'lg', 'h-auto w-full flex-col items-start gap-0.5 py-3 text-left')}>
            <span className="inline-flex items-center gap-2">
              <FileText className="size-4" aria-hidden="true" />
              {p.exportHtml}
            </span>
            <span className="text-xs font-normal text-slate-600">{p.exportHtmlHint}</span>
          </a>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h3">{p.consentsTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          {privacy.isPending ? (
            <LoadingText>{it.common.loadingShort}</LoadingText>
          ) : privacy.isError ? (
            <Alert>{errorMessage(privacy.error)}</Alert>
          ) : status && status.consents.length > 0 ? (
            <ul className="divide-y divide-slate-100">
              {status.consents.map((c) => (
                <ConsentRow key={`${c.document}-${c.version}`} consent={c} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{p.consentsEmpty}</p>
          )}
        </CardContent>
      </Card>

      <AccessLogCard />

      <Card className="border-red-200">
        <CardHeader>
          <CardTitle as="h3">{p.deleteTitle}</CardTitle>
          {status && (status.deletion === 'password' || status.deletion === 'email') ? <CardDescription>{p.deleteText}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {!status ? null : status.deletion === 'doctor' ? (
            <Alert tone="info">{p.doctorCannotDelete}</Alert>
          ) : status.deletion === 'admin' ? (
            <Alert tone="info">{p.adminCannotDelete}</Alert>
          ) : (
            <DeleteAccountDialog confirmWith={status.deletion} email={user.email} family={status.family} />
          )}
        </CardContent>
      </Card>
    </Section>
  );
}
