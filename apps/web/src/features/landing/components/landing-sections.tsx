import { LANDING_CLAIMS } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { ArrowRight, BadgeCheck, BookOpenText, CalendarSync, Check, CirclePlay, Mail, Quote, ShieldCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/brand/logo';
import { LegalLinks } from '../../../components/legal-links';
import { Button, buttonClasses } from '../../../components/ui/button';
import { lazyDialog, openerProps } from '../../../components/ui/lazy-dialog';
import { HeroIllustration } from './hero-illustration';
import { landingAnchors } from './landing-header';

const l = itPublic.landing;

// The demo video and the contact form (with its schema and form library) load when first opened: the
// landing's first load carries neither (issue 27).
const DemoVideoDialog = lazyDialog(() => import('./demo-video-dialog'));
const ContactDialog = lazyDialog(() => import('./contact-dialog'));

export function Hero() {
  const [demoOpen, setDemoOpen] = useState(false);
  const claims = [
    { value: LANDING_CLAIMS.professionals, label: l.claimProfessionals },
    { value: LANDING_CLAIMS.patients, label: l.claimPatients },
    { value: LANDING_CLAIMS.appointments, label: l.claimAppointments },
  ];
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-brand-50 via-white to-white" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:pt-24 lg:pb-24">
        <div className="flex flex-col gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-card ring-1 ring-brand-200">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {l.heroEyebrow}
          </p>
          <h1 id="hero-title" className="text-4xl leading-[1.1] font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {l.heroTitle}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-slate-600">{l.heroText}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/auth?tab=registrati" className={buttonClasses('primary', 'lg')}>
              {l.cta}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Button variant="outline" size="lg" {...openerProps(demoOpen, setDemoOpen)}>
              <CirclePlay aria-hidden="true" />
              {l.demo}
            </Button>
            <DemoVideoDialog open={demoOpen} onOpenChange={setDemoOpen} />
          </div>
          <dl aria-label={l.claimsLabel} className="mt-4 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-6">
            {claims.map((c) => (
              <div key={c.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-slate-600">{c.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{c.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

const featureIcons = [CalendarSync, Sparkles, BadgeCheck, BookOpenText];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-2xl flex-col gap-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{l.navFeatures}</p>
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {l.featuresTitle}
          </h2>
          <p className="text-lg text-slate-600">{l.featuresText}</p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {l.features.map((f, i) => {
            const Icon = featureIcons[i] ?? Check;
            return (
              <li key={f.title} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50/60 p-6 transition-shadow hover:shadow-raised">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold text-slate-900">{f.title}</h3>
                <p className="text-sm leading-relaxed text-slate-600">{f.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{l.aboutEyebrow}</p>
          <h2 id="about-title" className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {l.aboutTitle}
          </h2>
          <p className="text-lg leading-relaxed text-slate-600">{l.aboutText}</p>
          <ul className="flex flex-col gap-3">
            {l.aboutPoints.map((p) => (
              <li key={p} className="flex items-start gap-3 text-slate-700">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Check className="size-4" aria-hidden="true" />
                </span>
                {p}
              </li>
            ))}
          </ul>
        </div>
        <figure className="relative overflow-hidden rounded-3xl bg-brand-900 p-8 text-white shadow-raised sm:p-10">
          <div aria-hidden="true" className="absolute -top-16 -right-16 size-64 rounded-full bg-brand-700/60 blur-2xl" />
          <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-56 rounded-full bg-cyan-800/50 blur-2xl" />
          <Quote className="relative size-10 text-brand-300" aria-hidden="true" />
          <blockquote className="relative mt-4 text-2xl leading-snug font-medium text-balance">{l.aboutQuote}</blockquote>
          <figcaption className="relative mt-6 text-brand-100">{l.aboutQuoteAuthor}</figcaption>
        </figure>
      </div>
    </section>
  );
}

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-2xl flex-col gap-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{l.navTestimonials}</p>
          <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {l.testimonialsTitle}
          </h2>
          <p className="text-lg text-slate-600">{l.testimonialsText}</p>
        </div>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {l.testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col gap-6 rounded-2xl border border-slate-200 bg-slate-50/60 p-6 sm:p-8">
                <Quote className="size-8 text-brand-600" aria-hidden="true" />
                <blockquote className="flex-1 text-base leading-relaxed text-slate-700">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                    {t.name.replace('Dott. ', '').charAt(0)}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold text-slate-900">{t.name}</span>
                    <span className="text-sm text-slate-600">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ContactBand() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <section aria-labelledby="contact-title" className="bg-white pb-20 sm:pb-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-50 to-cyan-50 p-8 ring-1 ring-brand-100 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex max-w-xl flex-col gap-3">
            <h2 id="contact-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {l.contactTitle}
            </h2>
            <p className="text-slate-700">{l.contactText}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button variant="outline" size="lg" {...openerProps(contactOpen, setContactOpen)}>
              <Mail aria-hidden="true" />
              {l.contact}
            </Button>
            <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
            <Link to="/auth?tab=registrati" className={buttonClasses('primary', 'lg')}>
              {l.ctaRegister}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <Logo inverted />
          <p className="max-w-sm text-sm leading-relaxed">{l.footerTagline}</p>
        </div>
        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold text-white">{l.footerProduct}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {landingAnchors.map((a) => (
              <li key={a.href}>
                <a href={a.href} className="hover:text-white">
                  {a.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold text-white">{l.footerSupport}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <a href={`mailto:${it.shell.helpEmail}`} className="hover:text-white">
                {it.shell.helpEmail}
              </a>
            </li>
            <li>
              <Link to="/auth" className="hover:text-white">
                {l.login}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{l.footerRights(new Date().getFullYear())}</p>
          <LegalLinks tone="dark" />
          <p>{l.footerDisclaimer}</p>
        </div>
      </div>
    </footer>
  );
}
