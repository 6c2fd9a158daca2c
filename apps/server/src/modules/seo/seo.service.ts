import { itPublic } from '@sanity/shared/i18n/it-public';
import { isAppError } from '../../lib/app-error';
import type { DoctorViewer, DoctorsService } from '../doctors/doctors.service';
import type { UsersService } from '../users/users.service';
import { createArticleSeo, type ArticleSeoSource } from './article-seo';
import { escapeHtml, escapeXml, excerpt, jsonForScript } from './html';

export type SeoService = ReturnType<typeof createSeoService>;

/** The sitemap protocol's limit of URLs in one file. */
const SITEMAP_MAX_URLS = 50_000;

/** Absolute URL of a stored or external picture. */
function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * What search engines and link previews read: the <head> of a public doctor page (title,
 * description, Open Graph, canonical link, schema.org Physician), the sitemap and robots.txt.
 */
export function createSeoService({
  publicUrl,
  doctors,
  users,
  articles,
}: {
  publicUrl: string;
  doctors: Pick<DoctorsService, 'getPublic'>;
  users: Pick<UsersService, 'listPublicDoctors'>;
  /** Article pages and their sitemap entries (article-seo.ts). */
  articles: ArticleSeoSource;
}) {
  const articleSeo = createArticleSeo({ publicUrl, articles });
  const doctorUrl = (id: string) => `${publicUrl}/public/doctor/${encodeURIComponent(id)}`;

  return {
    /**
     * The <head> tags of a doctor's public page; 404 with a generic title for an unknown doctor or
     * one others may not see yet (ADR 0013), except for `viewer` being that doctor or an admin.
     */
    async doctorHead(id: string, viewer?: DoctorViewer | null): Promise<{ status: 200 | 404; head: string }> {
      let doctor;
      try {
        doctor = await doctors.getPublic(id, viewer);
      } catch (error) {
        if (isAppError(error) && error.status === 404) {
          return {
            status: 404,
            head: `<title>${escapeHtml(itPublic.seo.notFoundTitle)}</title>\n<meta name="robots" content="noindex">`,
          };
        }
        throw error;
      }
      const specialization = doctor.specialization ?? itPublic.doctorProfile.specializationUnknown;
      const heading = `${doctor.name} – ${specialization}`;
      const bio = doctor.biografia?.trim();
      const description = excerpt(bio || itPublic.seo.doctorDescription(doctor.name, specialization));
      const url = doctorUrl(doctor.id);
      const image = doctor.avatar ? absoluteUrl(publicUrl, doctor.avatar) : null;
      const physician = {
        '@context': 'https://schema.org',
        '@type': 'Physician',
        name: doctor.name,
        description: bio || description,
        medicalSpecialty: specialization,
        ...(image ? { image } : {}),
        url,
        // Only a real practice address: search engines must not be told a city the doctor never gave.
        ...(doctor.practiceAddress
          ? {
              address: {
                '@type': 'PostalAddress',
                streetAddress: doctor.practiceAddress.street,
                postalCode: doctor.practiceAddress.cap,
                addressLocality: doctor.practiceAddress.city,
                addressRegion: doctor.practiceAddress.province,
                addressCountry: 'IT',
              },
            }
          : {}),
        // Issue 28: only from verified reviews, and only once the profile shows them (three or more).
        ...(doctor.rating
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: doctor.rating.average, reviewCount: doctor.rating.count, bestRating: 5, worstRating: 1 } }
          : {}),
      };
      const meta = (attr: 'name' | 'property', key: string, value: string) =>
        `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
      const tags = [
        `<title>${escapeHtml(`${heading} | ${itPublic.seo.siteName}`)}</title>`,
        meta('name', 'description', description),
        `<link rel="canonical" href="${escapeHtml(url)}">`,
        meta('property', 'og:site_name', itPublic.seo.siteName),
        meta('property', 'og:locale', 'it_IT'),
        meta('property', 'og:type', 'profile'),
        meta('property', 'og:title', heading),
        meta('property', 'og:description', description),
        meta('property', 'og:url', url),
        ...(doctor.nome ? [meta('property', 'profile:first_name', doctor.nome)] : []),
        ...(doctor.cognome ? [meta('property', 'profile:last_name', doctor.cognome)] : []),
        ...(image ? [meta('property', 'og:image', image)] : []),
        meta('name', 'twitter:card', 'summary'),
        `<script type="application/ld+json">${jsonForScript(physician)}</script>`,
        // Seen only by the doctor or an admin while under review: never indexed.
        ...(doctor.isVerified ? [] : ['<meta name="robots" content="noindex">']),
      ];
      return { status: 200, head: tags.join('\n') };
    },

    /** The <head> tags of an article's page; null for the generic head (not public and published). */
    articleHead: (id: string) => articleSeo.articleHead(id),

    /** The landing page, every publicly visible doctor's page and every public published article. */
    async sitemap(): Promise<string> {
      const rows = await users.listPublicDoctors(SITEMAP_MAX_URLS - 1);
      const articleUrls = await articleSeo.sitemapEntries(Math.max(0, SITEMAP_MAX_URLS - 1 - rows.length));
      const urls = [
        `<url><loc>${escapeXml(`${publicUrl}/`)}</loc></url>`,
        ...rows.map(
          (r) => `<url><loc>${escapeXml(doctorUrl(r.id))}</loc><lastmod>${r.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
        ),
        ...articleUrls,
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },

    robots(): string {
      return `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
    },
  };
}
