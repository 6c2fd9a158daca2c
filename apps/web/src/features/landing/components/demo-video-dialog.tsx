import { itPublic } from '@sanity/shared/i18n/it-public';
import { CirclePlay, VideoOff } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { type DemoVideo, pickDemoVideo } from '../demo-videos';

/**
 * The demo video modal: a random video of the fixed list, picked at each opening, in a 16:9 frame;
 * Escape closes it (Radix Dialog). Loaded the first time it opens (landing-sections.tsx).
 */
export default function DemoVideoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [shown, setShown] = useState<{ video: DemoVideo; failed: boolean } | null>(null);
  // Adjusted while rendering, as React advises for state that follows a prop: no frame shows the old video.
  if (open && shown === null) setShown({ video: pickDemoVideo(), failed: false });
  if (!open && shown !== null) setShown(null);
  const video = shown?.video ?? null;
  const failed = shown?.failed ?? false;
  const setFailed = () => setShown((current) => (current ? { ...current, failed: true } : current));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CirclePlay className="size-5 text-brand-700" aria-hidden="true" />
            {itPublic.landing.demoTitle}
          </DialogTitle>
          <DialogDescription>{video?.title}</DialogDescription>
        </DialogHeader>
        {video ? (
          <div className="relative overflow-hidden rounded-xl bg-slate-900">
            <video
              key={video.src}
              controls
              playsInline
              preload="metadata"
              poster={video.poster}
              className="block aspect-video w-full"
              style={{ aspectRatio: '16 / 9' }}
              onError={setFailed}
            >
              <source src={video.src} type="video/webm" onError={setFailed} />
              <track kind="captions" src={video.captions} srcLang="it" label={itPublic.landing.demoCaptions} default />
              <p className="p-6 text-white">{itPublic.landing.demoFallback}</p>
            </video>
            {failed ? (
              <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-slate-100">
                <VideoOff className="size-8" aria-hidden="true" />
                <p className="max-w-sm text-sm">{itPublic.landing.demoUnavailable}</p>
              </div>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
