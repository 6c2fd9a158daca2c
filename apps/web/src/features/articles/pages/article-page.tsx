import { readingMinutesOf } from '@sanity/shared/domain/content/reading-time';
import { parseTimeShape } from '@sanity/shared/domain/dates/time-shape';
import { it } from '@sanity/shared/i18n/it';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { type Article } from '@sanity/shared/schemas/articles';
import { CalendarDays, Clock, FileQuestion, Heart, Lock, TriangleAlert, type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { LoadingText } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAllSectors } from '../../sectors/api/get-sectors';
import { useArticle } from '../api/get-article';
import { useToggleFavorite } from '../api/favorites';
import { ArticleBadges } from '../components/article-badges';
import { FeaturedImage } from '../components/article-card';
import { BlockRenderer } from '../components/block-renderer';
import { SignUpPrompt } from '../../auth/public/sign-up-prompt';

type ArticlePageProps = { params: Record<string, string>; signedIn: boolean; variant: 'private' | 'public' };

function StateCard({ icon: Icon, title, text, tone = 'neutral', action }: { icon: LucideIcon; title: string; text?: string; tone?: 'neutral' | 'error'; action?: ReactNode }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Card className="flex w-full max-w-lg flex-col items-center gap-4 p-8 text-center">
        <span className={tone === 'error' ? 'inline-flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700' : 'inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700'}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {text ? <p className="text-slate-600">{text}</p> : null}
        {action}
      </Card>
    </div>
  );
}

/** The long it-IT date of an article (publication, else creation), or 'Data non disponibile'. */
export function articleDate(article: Pick<Article, 'publishedAt' | 'createdAt'>): string {
  const date = parseTimeShape(article.publishedAt ?? article.createdAt);
  return (date && formatLongDate(date)) || it.common.dateUnavailable;
}

/**
 * /article/:id (signed in, content spec §2.3) and /public/article/:id — also /article/:id signed out
 * (§2.4): the same reading view with 'Lettura: N min' from the article's words (issue 15, both variants);
 * the public one adds the sign-up prompt, the signed-in one the favourite button.
 */
export function ArticlePage({ params, signedIn, variant }: ArticlePageProps) {
  const id = params.id ?? '';
  const a = itPublic.articles;
  const query = useArticle(id);
  usePageTitle(query.data?.title ?? (query.isError ? a.notFound : it.common.loadingShort));
  const back = (
    <Link to={signedIn ? '/dashboard' : '/'} className={buttonClasses('primary', 'md', 'mt-2')}>
      {signedIn ? it.common.backToDashboard : it.common.backHome}
    </Link>
  );

  if (!id) return <StateCard icon={TriangleAlert} tone="error" title={a.missingId} action={back} />;
  if (query.isPending) return <LoadingText className="justify-center py-16">{it.common.loading}</LoadingText>;
  if (query.isError) {
    if (isApiError(query.error, 403)) return <StateCard icon={Lock} title={a.noAccess} text={a.noAccessText} action={back} />;
    if (isApiError(query.error, 404) || variant === 'private') return <StateCard icon={FileQuestion} title={a.notFound} text={a.notFoundText} action={back} />;
    return <StateCard icon={TriangleAlert} tone="error" title={a.loadError} action={back} />;
  }
  return <ArticleView article={query.data} signedIn={signedIn} variant={variant} />;
}

function ArticleView({ article, signedIn, variant }: { article: Article; signedIn: boolean; variant: 'private' | 'public' }) {
  const a = itPublic.articles;
  // Names of the sectors already chosen, deactivated ones too.
  const sectors = useAllSectors();
  const categoryNames = article.selectedCategories.map((cid) => sectors.data?.find((s) => s.id === cid)?.name).filter((n): n is string => Boolean(n));
  const authorHref = `/doctor/${encodeURIComponent(article.authorId)}`;

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-4">
        <ArticleBadges article={article} />
        <h1 className="text-3xl font-semibold tracking-tight break-words text-slate-900 sm:text-4xl">{article.title}</h1>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-700">
          <Link to={authorHref} className="flex items-center gap-2.5 rounded-lg font-medium text-slate-900 hover:text-brand-700">
            <Avatar name={article.authorName} src={article.authorAvatar} alt="" size="sm" />
            <span>
              <span className="sr-only">{a.author}: </span>
              {article.authorName}
            </span>
          </Link>
          <span className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">{a.publishedOn} </span>
            {articleDate(article)}
          </span>
          <span className="flex items-center gap-1.5">
            <Clock className="size-4 text-slate-500" aria-hidden="true" />
            {a.readingTime(readingMinutesOf(article.content))}
          </span>
          {signedIn && variant === 'private' ? <FavoriteButton article={article} /> : null}
        </div>
      </header>

      {article.featuredImage ? <FeaturedImage src={article.featuredImage} className="aspect-[16/9] w-full rounded-2xl" lead /> : null}

      {categoryNames.length > 0 || article.tags.length > 0 ? (
        <div className="flex flex-col gap-3">
          {categoryNames.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{a.categories}</h2>
              <ul className="flex flex-wrap gap-2">
                {categoryNames.map((n) => (
                  <li key={n}>
                    <Chip>{n}</Chip>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {article.tags.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{a.tags}</h2>
              <ul className="flex flex-wrap gap-2">
                {article.tags.map((t) => (
                  <li key={t} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700">
                    #{t}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}

      <Card className="p-5 sm:p-8">
        <BlockRenderer content={article.content} />
      </Card>

      {!signedIn ? <SignUpPrompt /> : null}
    </article>
  );
}

/** 'Aggiungi ai preferiti' / 'Rimuovi dai preferiti': disabled while the request and the refresh run. */
function FavoriteButton({ article }: { article: Article }) {
  const a = itPublic.articles;
  const toggle = useToggleFavorite(article.id);
  const favorited = article.isFavorited;
  return (
    <Button
      variant={favorited ? 'secondary' : 'outline'}
      size="sm"
      className="sm:ml-auto"
      disabled={toggle.isPending}
      aria-busy={toggle.isPending || undefined}
      onClick={() => toggle.mutate(!favorited)}
    >
      <Heart aria-hidden="true" className={favorited ? 'fill-current text-red-600' : undefined} />
      {favorited ? a.favoriteRemove : a.favoriteAdd}
    </Button>
  );
}
