import { itPublic } from '@sanity/shared/i18n/it-public';
import { BookOpenText, Pill } from 'lucide-react';
import { useState } from 'react';
import { cardsOf } from '../../articles/api/get-articles';
import { useDoctorArticles } from '../../articles/api/get-doctor-articles';
import { ArticleRail } from '../../articles/public/article-rail';
import { ALL_CATEGORIES, CategoryStrip } from '../../sectors/public/category-strip';

/**
 * 'Categorie' ('Tutte' plus the doctor's sectors) filtering the doctor's published articles and
 * therapies (GET /api/doctors/:id/articles?type=&category=), on the profile and on Il mio account.
 */
export function DoctorContent({ doctorId, sectorIds, idPrefix = 'doctor' }: { doctorId: string; sectorIds: readonly string[]; idPrefix?: string }) {
  const p = itPublic.doctorProfile;
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const filter = category === ALL_CATEGORIES ? null : category;
  const articles = useDoctorArticles(doctorId, 'article', filter);
  const therapies = useDoctorArticles(doctorId, 'therapy', filter);
  return (
    <div className="flex flex-col gap-6">
      <CategoryStrip value={category} onChange={setCategory} sectorIds={sectorIds} />
      <ArticleRail id={`${idPrefix}-articles`} title={p.articles} emptyText={p.articlesEmpty} emptyIcon={BookOpenText} cards={cardsOf(articles)} loading={articles.isPending} />
      <ArticleRail id={`${idPrefix}-therapies`} title={p.therapies} emptyText={p.therapiesEmpty} emptyIcon={Pill} cards={cardsOf(therapies)} loading={therapies.isPending} />
    </div>
  );
}
