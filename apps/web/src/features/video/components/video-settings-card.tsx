import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Alert } from '../../../components/ui/alert';
import { SwitchRow } from '../../../components/ui/switch-row';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveVideoSettings, useVideoSettings } from '../api/video-settings';

const s = itVideoScreens;

/**
 * 'Televisita' in the doctor's settings (issue 29): 'Mostra il link della televisita nel calendario
 * esterno', off by default. A single switch saves as it is flipped, like the notification switches.
 */
export function VideoSettingsCard() {
  const settings = useVideoSettings();
  const save = useSaveVideoSettings();
  const checked = save.isPending ? (save.variables?.linkInCalendar ?? false) : (settings.data?.linkInCalendar ?? false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.settingsTitle}</CardTitle>
        <CardDescription>{s.settingsHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <Alert>{s.settingsLoadError}</Alert>
        ) : (
          <SwitchRow
            as="div"
            className="p-0"
            label={itVideo.showLinkInCalendar}
            hint={s.showLinkInCalendarHint}
            checked={checked}
            disabled={!settings.data || save.isPending}
            onChange={(linkInCalendar) =>
              save.mutate(
                { linkInCalendar },
                { onSuccess: () => toast.success(s.settingsSaved), onError: (error) => toast.error(s.settingsError, { description: errorMessage(error) }) },
              )
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
