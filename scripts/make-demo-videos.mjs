// Records the landing page's 5 demo videos from the real product: Chromium visits real screens
// of a running Sanity (default http://127.0.0.1:3100, e.g. `node e2e/start-server.mjs`), and
// Debian's ffmpeg joins the screenshots with cross-fades into VP9 WebM, plus a poster and
// Italian captions. Run it again when the product changes. Needs /usr/bin/chromium and ffmpeg;
// neither is needed to install, run or test the platform.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = process.env.DEMO_BASE_URL ?? 'http://127.0.0.1:3100';
const out = new URL('../apps/web/public/media/demo/', import.meta.url).pathname;
const SLIDE = 3.5;
const FADE = 0.6;

const signIn = (email, password) => async (page) => {
  await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
};
const patient = signIn('paziente@sanity.demo', 'Paziente123!');
const doctor = signIn('dottore@sanity.demo', 'Dottore123!');
async function doctorId(page) {
  const res = await page.request.post(`${base}/api/auth/login`, { data: { email: 'dottore@sanity.demo', password: 'Dottore123!' } });
  const { user } = await res.json();
  await page.request.post(`${base}/api/auth/logout`);
  return user.id;
}

/** Each video: slides of (setup, path, caption). */
const videos = [
  [
    { path: '/', caption: 'Sanity unisce pazienti e professionisti della salute.' },
    { path: async (p) => `/public/doctor/${await doctorId(p)}`, caption: 'Ogni medico ha un profilo pubblico verificato.' },
    { path: '/', scroll: '#features', caption: 'Calendario, assistente Igea e contenuti dei tuoi medici.' },
  ],
  [
    { path: '/auth', caption: 'Accedi con email e password.' },
    { path: '/auth?tab=registrati', click: 'Paziente', caption: 'Registrati come paziente in meno di un minuto.' },
    { setup: patient, path: '/dashboard', caption: 'Subito dentro: la tua dashboard personale.' },
  ],
  [
    { setup: patient, path: '/appuntamenti', caption: 'Tutte le visite in un calendario mensile.' },
    { setup: patient, path: '/dottori', caption: 'Cerca i professionisti per nome e settore.' },
    { setup: patient, path: '/settings', caption: 'I tuoi dati, sempre aggiornati.' },
  ],
  [
    { setup: patient, path: '/dashboard', caption: 'Igea è sempre accanto a te, nel pannello laterale.' },
    { setup: patient, path: '/dashboard', expandChat: true, caption: 'Le chiedi delle tue visite e dei contenuti dei tuoi medici.' },
    { setup: patient, path: '/materiali', caption: 'Ritrovi articoli e terapie che ti hanno assegnato.' },
  ],
  [
    { path: '/auth?tab=registrati', click: 'Dottore', caption: 'I professionisti si registrano con specializzazione e settori.' },
    { setup: doctor, path: '/settings', caption: 'Profilo professionale, servizi e orari in un unico posto.' },
    { setup: doctor, path: '/il-mio-account', caption: 'La tua dashboard professionale, con il piano Sanity Pro.' },
  ],
];

const vtt = (s) => new Date(s * 1000).toISOString().slice(11, 23);

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'sanity-demo-'));
try {
  for (const [index, slides] of videos.entries()) {
    const n = index + 1;
    const frames = [];
    for (const [i, slide] of slides.entries()) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 720 }, locale: 'it-IT', timezoneId: 'Europe/Rome' });
      const page = await context.newPage();
      if (slide.setup) await slide.setup(page);
      const path = typeof slide.path === 'function' ? await slide.path(page) : slide.path;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (slide.click) await page.getByRole('radio', { name: slide.click }).click();
      if (slide.scroll) await page.locator(slide.scroll).scrollIntoViewIfNeeded();
      if (slide.expandChat) await page.getByRole('button', { name: /Espandi/ }).first().click();
      await page.waitForTimeout(400);
      const frame = join(work, `v${n}-${i}.png`);
      await page.screenshot({ path: frame });
      frames.push(frame);
      await context.close();
    }
    // Cross-fade chain: slide i starts fading into i+1 at i*(SLIDE-FADE)+SLIDE-FADE.
    const inputs = frames.flatMap((f) => ['-loop', '1', '-t', String(SLIDE), '-i', f]);
    let chain = '';
    let last = '[0:v]';
    for (let i = 1; i < frames.length; i++) {
      const offset = (i * (SLIDE - FADE)).toFixed(2);
      const label = `[x${i}]`;
      chain += `${last}[${i}:v]xfade=transition=fade:duration=${FADE}:offset=${offset}${label};`;
      last = label;
    }
    chain += `${last}format=yuv420p[out]`;
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...inputs, '-filter_complex', chain, '-map', '[out]', '-r', '24',
      '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', join(out, `demo-${n}.webm`)]);
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', frames[0], '-q:v', '5', join(out, `demo-${n}.jpg`)]);
    const step = SLIDE - FADE;
    const cues = slides.map((s, i) => `${i + 1}\n${vtt(i * step)} --> ${vtt(i === slides.length - 1 ? slides.length * step + FADE : (i + 1) * step)}\n${s.caption}\n`);
    writeFileSync(join(out, `demo-${n}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
    console.log(`demo-${n}.webm`);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
