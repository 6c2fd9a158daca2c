import { it } from '@sanity/shared/i18n/it';
import { type ArticleCard } from '@sanity/shared/schemas/articles';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { ArticleBadges } from './article-badges';

/**
 * The featured image, or the 'Immagine non disponibile' placeholder when absent or when it fails to load.
 * `lead`: the image at the top of the page (an article's own), the page's largest paint: fetched with
 * the page, first; a card's image waits until it is near the screen.
 */
export function FeaturedImage({ src, className, lead = false }: { src: string | null; className?: string; lead?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className={cn('flex flex-col items-center justify-center gap-1.5 bg-slate-100 text-slate-600', className)}>
        <ImageOff className="size-6" aria-hidden="true" />
        <span className="text-xs font-medium">{it.cards.imageUnavailable}</span>
      </div>
    );
  }
  // Decorative: the title says what the card is about.
  return (
    <img
      src={src}
      alt=""
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : 'auto'}
      onError={() => setFailed(src)}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}

type ArticleCardItemProps = { article: ArticleCard; headingLevel?: 'h3' | 'h2'; className?: string };

/** A card linking to /article/{id}: image, badges, title, excerpt, author; therapies and paid items are highlighted. */
export function ArticleCardItem({ article, headingLevel: Heading = 'h3', className }: ArticleCardItemProps) {
  const highlighted = article.isTherapy || article.isPaid;
  return (
    <article
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-card transition-colors focus-within:ring-2 focus-within:ring-brand-500',
        highlighted ? (article.isPaid ? 'border-amber-300 ring-1 ring-amber-200' : 'border-emerald-300 ring-1 ring-emerald-200') : 'border-slate-200 hover:border-brand-300',
        className,
      )}
    >
      <FeaturedImage src={article.featuredImage} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ArticleBadges article={article} />
        <Heading className="line-clamp-3 text-base leading-snug font-semibold text-slate-900" title={article.title}>
          {/* The whole card is clickable through this link's overlay. */}
          <Link to={`/article/${encodeURIComponent(article.id)}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {article.title}
          </Link>
        </Heading>
        {article.excerpt ? <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{article.excerpt}</p> : null}
        <p className="mt-auto pt-1 text-sm font-medium text-slate-700">{it.cards.by(article.authorName)}</p>
      </div>
    </article>
  );
}
