import { it } from '@sanity/shared/i18n/it';
import { itContent } from '@sanity/shared/i18n/it-content';
import { type ArticleCard } from '@sanity/shared/schemas/articles';
import { BookOpenText, Pill, type LucideIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader, Section } from '../../../components/ui/page-header';
import { LoadingText } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFavorites } from '../../articles/api/favorites';
import { useAssigned } from '../../articles/api/get-assigned';
import { cardsOf } from '../../articles/api/get-articles';
import { ArticleGrid } from '../../articles/public/article-rail';
import { mergeMaterials } from '../merge-materials';

/** /materiali (content spec §2.5): favourite or assigned articles and therapies. */
export function MaterialsPage() {
  const m = itContent.materials;
  usePageTitle(m.title);
  const favorites = useFavorites();
  const assigned = useAssigned();
  const loading = favorites.isPending || assigned.isPending;
  // A failed list counts as empty (spec §8), so the other one still shows.
  const { articles, therapies } = mergeMaterials(cardsOf(favorites), cardsOf(assigned));

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={m.title} description={m.subtitle} />
      <MaterialsSection id="materials-articles" title={m.articles} emptyText={m.articlesEmpty} icon={BookOpenText} cards={articles} loading={loading} />
      <MaterialsSection id="materials-therapies" title={m.therapies} emptyText={m.therapiesEmpty} icon={Pill} cards={therapies} loading={loading} />
    </div>
  );
}

function MaterialsSection({ id, title, emptyText, icon, cards, loading }: { id: string; title: string; emptyText: string; icon: LucideIcon; cards: ArticleCard[]; loading: boolean }) {
  return (
    <Section title={title} id={id} aside={loading ? null : <Badge tone="neutral" className="shrink-0 whitespace-nowrap">{itContent.materials.count(cards.length)}</Badge>}>
      {loading ? <LoadingText>{it.common.loading}</LoadingText> : cards.length === 0 ? <EmptyState icon={icon} title={emptyText} /> : <ArticleGrid cards={cards} />}
    </Section>
  );
}
