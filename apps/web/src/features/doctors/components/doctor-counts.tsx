import { itAccount } from '@sanity/shared/i18n/it-account';

/** Followers, articles and therapies of a profile header; each one only when above zero (content spec §2.7). */
export function DoctorCounts({ followers, articles, therapies }: { followers: number; articles: number; therapies: number }) {
  const a = itAccount.account;
  const items = [
    { key: 'followers', label: a.followers(followers), value: followers },
    { key: 'articles', label: a.articles(articles), value: articles },
    { key: 'therapies', label: a.therapies(therapies), value: therapies },
  ].filter((item) => item.value > 0);
  if (items.length === 0) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {items.map((item) => (
        <div key={item.key} className="flex items-baseline gap-1.5">
          <dt className="order-2 text-slate-600">{item.label}</dt>
          <dd className="order-1 font-semibold text-slate-900 tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
