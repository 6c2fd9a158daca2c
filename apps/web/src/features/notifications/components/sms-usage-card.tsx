import { it } from '@sanity/shared/i18n/it';
import { itSms as s } from '@sanity/shared/i18n/it-sms';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSmsUsage } from '../api/preferences';

/** 'SMS inviati oggi' in the admin's notification settings (issue 26): each practice's count since Rome midnight against the cap. */
export function SmsUsageCard() {
  const usage = useSmsUsage();
  const data = usage.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{s.usageTitle}</CardTitle>
        {data ? <CardDescription>{s.usageIntro(data.cap)}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {usage.isPending ? (
          <LoadingText>{it.common.loadingShort}</LoadingText>
        ) : usage.isError ? (
          <Alert title={s.usageLoadError}>{errorMessage(usage.error)}</Alert>
        ) : data && data.practices.length > 0 ? (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="pb-2 font-medium">
                  {s.usageDoctor}
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  {s.usageSent}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.practices.map((p) => (
                <tr key={p.doctorId}>
                  <td className="py-2 pr-3 break-words text-slate-900">{p.doctorName}</td>
                  <td className="py-2 text-right whitespace-nowrap text-slate-900">
                    {p.sent >= data.cap ? <Badge tone="amber" className="mr-2">{s.usageCapReached}</Badge> : null}
                    {s.usageOfCap(p.sent, data.cap)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-600">{s.usageEmpty}</p>
        )}
      </CardContent>
    </Card>
  );
}
