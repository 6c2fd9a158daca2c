import { Logo } from '../brand/logo';
import { Spinner } from './spinner';

/** The spec's full-screen session indicator: 'Caricamento in corso...'. */
export function FullScreenLoader({ text }: { text: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-6">
      <Logo />
      <p role="status" className="flex items-center gap-3 text-base font-medium text-slate-700">
        <Spinner className="size-6" />
        {text}
      </p>
    </div>
  );
}
