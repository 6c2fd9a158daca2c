import { itPublic } from '@sanity/shared/i18n/it-public';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { usePageTitle } from '../lib/use-page-title';

/** Spec §2: any unknown signed-in route shows this centred card. */
export function NotFoundPage() {
  usePageTitle(itPublic.notFound.title);
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Compass className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{itPublic.notFound.title}</h1>
        <p className="text-sm text-slate-600">{itPublic.notFound.hint}</p>
        <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-2')}>
          {itPublic.notFound.back}
        </Link>
      </Card>
    </div>
  );
}
