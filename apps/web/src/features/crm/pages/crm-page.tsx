import { it } from '@sanity/shared/i18n/it';
import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

/** /crm, doctors only (spec §2 Patient list). Patients appear with the appointments issue. */
export function CrmPage() {
  const c = it.crm;
  usePageTitle(c.title);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={c.title} description={c.subtitle} />
      <EmptyState icon={Users} title={c.empty} description={c.emptyHint} />
    </div>
  );
}
