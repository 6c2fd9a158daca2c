import { it } from '@sanity/shared/i18n/it';
import { BookOpenText, Pill } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader, Section } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

/** /materiali (content spec §2.5): favourite or assigned articles and therapies. */
export function MaterialsPage() {
  const m = it.materials;
  usePageTitle(m.title);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={m.title} description={m.subtitle} />
      <Section title={m.articles} id="materials-articles" aside={<Badge tone="neutral">{m.count(0)}</Badge>}>
        <EmptyState icon={BookOpenText} title={m.articlesEmpty} />
      </Section>
      <Section title={m.therapies} id="materials-therapies" aside={<Badge tone="neutral">{m.count(0)}</Badge>}>
        <EmptyState icon={Pill} title={m.therapiesEmpty} />
      </Section>
    </div>
  );
}
