import { itContent } from '@sanity/shared/i18n/it-content';
import { Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';

const MIME = 'audio/webm;codecs=opus';

type Phase = { name: 'idle' } | { name: 'recording'; startedAt: number } | { name: 'stopped'; blob: Blob; url: string };

function mmss(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The audio recorder of content spec §4: idle → recording (timer) → stopped (preview) → saved
 * ('Salva nel contenuto': uploaded as audio and appended as an audio block) or discarded ('Scarta').
 */
export function AudioRecorder({ disabled, describedBy, onSave }: { disabled: boolean; describedBy?: string; onSave: (blob: Blob) => Promise<boolean> }) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [now, setNow] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);

  useEffect(() => {
    if (phase.name !== 'recording') return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [phase.name]);

  useEffect(
    () => () => {
      recorder.current?.stream.getTracks().forEach((t) => t.stop());
    },
    [],
  );

  useEffect(() => {
    if (phase.name !== 'stopped') return;
    return () => URL.revokeObjectURL(phase.url);
  }, [phase]);

  const start = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const options = typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(MIME) ? { mimeType: MIME } : undefined;
      const rec = new MediaRecorder(stream, options);
      chunks.current = [];
      rec.ondataavailable = (ev) => {
        if (ev.data.size > 0) chunks.current.push(ev.data);
      };
      rec.onstop = () => {
        stream.getTracks().forEach((t) => t.stop());
        const blob = new Blob(chunks.current, { type: 'audio/webm' });
        setPhase({ name: 'stopped', blob, url: URL.createObjectURL(blob) });
      };
      rec.start();
      recorder.current = rec;
      const t = Date.now();
      setNow(t);
      setPhase({ name: 'recording', startedAt: t });
    } catch {
      toast.error(itContent.content.recordStartError);
    }
  };

  const stop = () => {
    try {
      recorder.current?.stop();
    } catch {
      toast.error(itContent.content.recordStopError);
      setPhase({ name: 'idle' });
    }
  };

  const save = async () => {
    if (phase.name !== 'stopped' || phase.blob.size === 0) {
      toast.error(itContent.content.noRecording);
      return;
    }
    if (await onSave(phase.blob)) setPhase({ name: 'idle' });
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <p className="text-sm font-medium text-slate-800">{itContent.editor.recorder}</p>
      {phase.name === 'idle' ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => void start()}>
            <Mic aria-hidden="true" />
            {itContent.editor.startRecording}
          </Button>
        </div>
      ) : phase.name === 'recording' ? (
        <div className="flex flex-wrap items-center gap-3">
          <span role="status" className="inline-flex items-center gap-2 text-sm font-medium text-red-700">
            <span className="size-2.5 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
            {itContent.editor.recording(mmss(Math.max(0, now - phase.startedAt)))}
          </span>
          <Button variant="destructive" size="sm" onClick={stop}>
            <Square aria-hidden="true" />
            {itContent.editor.stopRecording}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <audio src={phase.url} controls className="w-full" aria-label={itContent.editor.recordingPreview} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={disabled} aria-describedby={describedBy} onClick={() => void save()}>
              {itContent.editor.saveRecording}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setPhase({ name: 'idle' })}>
              {itContent.editor.discardRecording}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
