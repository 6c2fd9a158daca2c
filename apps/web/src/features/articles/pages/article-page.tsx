import { it } from '@sanity/shared/i18n/it';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';

type ArticlePageProps = { params: Record<string, string>; signedIn: boolean; variant: 'private' | 'public' };

/**
 * /article/:id and /public/article/:id (content spec §2.3, §2.4). There is no article API yet, so
 * every id answers the spec's 'Articolo non trovato'.
 */
export function ArticlePage({ signedIn }: ArticlePageProps) {
  const a = it.articles;
  usePageTitle(a.notFound);
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Card className="flex w-full max-w-lg flex-col items-center gap-4 p-8 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <FileQuestion className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{a.notFound}</h1>
        <p className="text-slate-600">{a.notFoundText}</p>
        <Link to={signedIn ? '/dashboard' : '/'} className={buttonClasses('primary', 'md', 'mt-2')}>
          {signedIn ? it.common.backToDashboard : it.common.backHome}
        </Link>
      </Card>
    </div>
  );
}
