import { itPublic } from '@sanity/shared/i18n/it-public';
import { usePageTitle } from '../../../lib/use-page-title';
import { LandingHeader } from '../components/landing-header';
import { AboutSection, ContactBand, FeaturesSection, Hero, LandingFooter, TestimonialsSection } from '../components/landing-sections';

/** The signed-out home (spec §2 Landing page). */
export function LandingPage() {
  usePageTitle(itPublic.landing.heroTitle);
  return (
    <div className="min-h-dvh bg-white">
      <LandingHeader />
      <main>
        <Hero />
        <FeaturesSection />
        <AboutSection />
        <TestimonialsSection />
        <ContactBand />
      </main>
      <LandingFooter />
    </div>
  );
}
