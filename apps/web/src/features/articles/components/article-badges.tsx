import { it } from '@sanity/shared/i18n/it';
import { type ArticleCard } from '@sanity/shared/schemas/articles';
import { Crown, Lock, Pill } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatEuro } from '@sanity/shared/domain/money';

type Badged = Pick<ArticleCard, 'isTherapy' | 'isPaid' | 'isPublic' | 'price' | 'salePrice'>;

/** The price a paid item shows: the sale price instead of the price when there is one (content spec §5). */
export function shownPrice(a: Pick<ArticleCard, 'isPaid' | 'price' | 'salePrice'>): { amount: number; was: number | null } | null {
  if (!a.isPaid) return null;
  if (a.salePrice !== null) return { amount: a.salePrice, was: a.price };
  return a.price !== null ? { amount: a.price, was: null } : null;
}

/** 'Terapia', 'Premium' (with the price), 'Privato' (content spec §9). */
export function ArticleBadges({ article, className }: { article: Badged; className?: string }) {
  const c = it.cards;
  const price = shownPrice(article);
  if (!article.isTherapy && !article.isPaid && article.isPublic) return null;
  return (
    <ul className={className ?? 'flex flex-wrap gap-1.5'}>
      {article.isTherapy ? (
        <li>
          <Badge tone="success">
            <Pill aria-hidden="true" />
            {c.therapy}
          </Badge>
        </li>
      ) : null}
      {article.isPaid ? (
        <li>
          <Badge tone="amber">
            <Crown aria-hidden="true" />
            {c.premium}
            {price ? (
              <span className="font-medium">
                {' · '}
                {formatEuro(price.amount)}
                {price.was !== null ? (
                  <>
                    <span className="sr-only"> ({c.salePrice(formatEuro(price.amount), formatEuro(price.was))})</span>
                    <s aria-hidden="true" className="ml-1 font-normal opacity-75">
                      {formatEuro(price.was)}
                    </s>
                  </>
                ) : null}
              </span>
            ) : null}
          </Badge>
        </li>
      ) : null}
      {!article.isPublic ? (
        <li>
          <Badge tone="neutral">
            <Lock aria-hidden="true" />
            {c.private}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
