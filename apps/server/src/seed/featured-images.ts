import sharp from 'sharp';

/**
 * Featured images of the demo content, drawn at seed time (no binary files in the repository):
 * a soft diagonal gradient in the sector's colour and a simple white medical pictogram, 1200×630
 * (the Open Graph size), encoded as WebP.
 */
export type Pictogram = 'heart' | 'sun' | 'drop' | 'spine' | 'speech' | 'leaf' | 'thermometer' | 'bolt' | 'cross' | 'syringe' | 'bowl';

export const sectorColours: Record<string, readonly [string, string]> = {
  cardiologia: ['#fde2e4', '#e5484d'],
  dermatologia: ['#fff1e6', '#ef7d3c'],
  fisioterapia: ['#dff7f2', '#12a594'],
  ortopedia: ['#e6f4fe', '#0d74ce'],
  psicologia: ['#f3e8ff', '#8e4ec6'],
  nutrizione: ['#e9f9ee', '#30a46c'],
  pediatria: ['#fff8d6', '#f5a623'],
  neurologia: ['#e8ecff', '#3e63dd'],
  'medicina-generale': ['#e1f5fe', '#0090ff'],
  endocrinologia: ['#f0fdf4', '#0e9f6e'],
  ginecologia: ['#fde7f3', '#d6409f'],
};

const WHITE = '#ffffff';

/** Each pictogram is drawn around (0, 0) within about ±120 px. */
function pictogramSvg(kind: Pictogram, accent: string): string {
  switch (kind) {
    case 'heart':
      return `<path transform="scale(1.3)" fill="${WHITE}" d="M0 70 C -110 -10 -100 -100 -45 -100 C -15 -100 0 -75 0 -60 C 0 -75 15 -100 45 -100 C 100 -100 110 -10 0 70 Z"/>`;
    case 'sun': {
      const rays = Array.from({ length: 8 }, (_, i) => `<rect x="-9" y="-125" width="18" height="42" rx="9" fill="${WHITE}" transform="rotate(${i * 45})"/>`).join('');
      return `${rays}<circle r="62" fill="${WHITE}"/>`;
    }
    case 'drop':
      return `<path fill="${WHITE}" d="M0 -120 C 45 -60 85 -15 85 35 A 85 85 0 0 1 -85 35 C -85 -15 -45 -60 0 -120 Z"/><path d="M-40 40 A 45 45 0 0 0 -5 80" stroke="${accent}" stroke-opacity="0.5" stroke-width="12" stroke-linecap="round" fill="none"/>`;
    case 'spine':
      return [-100, -55, -10, 35, 80]
        .map((y, i) => `<rect x="${-48 + Math.round(Math.sin(i / 1.3) * 14)}" y="${y}" width="96" height="34" rx="14" fill="${WHITE}"/>`)
        .join('');
    case 'speech':
      return `<path fill="${WHITE}" d="M-115 -85 h230 a30 30 0 0 1 30 30 v110 a30 30 0 0 1 -30 30 h-120 l-60 50 v-50 h-50 a30 30 0 0 1 -30 -30 v-110 a30 30 0 0 1 30 -30 Z"/>${[-55, 0, 55]
        .map((x) => `<circle cx="${x}" cy="0" r="16" fill="${accent}" fill-opacity="0.7"/>`)
        .join('')}`;
    case 'leaf':
      return `<path fill="${WHITE}" d="M-95 95 C -110 -40 -10 -115 110 -110 C 115 10 40 105 -95 95 Z"/><path d="M-95 95 C -30 30 20 -20 70 -70" stroke="${accent}" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round" fill="none"/>`;
    case 'thermometer':
      return `<rect x="-26" y="-125" width="52" height="170" rx="26" fill="${WHITE}"/><circle cy="75" r="52" fill="${WHITE}"/><rect x="-10" y="-60" width="20" height="130" rx="10" fill="${accent}" fill-opacity="0.7"/><circle cy="75" r="32" fill="${accent}" fill-opacity="0.7"/>`;
    case 'bolt':
      return `<path fill="${WHITE}" d="M25 -125 L -75 15 H -5 L -30 125 L 80 -30 H 10 Z"/>`;
    case 'cross':
      return `<rect x="-38" y="-115" width="76" height="230" rx="18" fill="${WHITE}"/><rect x="-115" y="-38" width="230" height="76" rx="18" fill="${WHITE}"/>`;
    case 'syringe':
      return `<g transform="rotate(-45)"><rect x="-32" y="-90" width="64" height="150" rx="12" fill="${WHITE}"/><rect x="-10" y="-140" width="20" height="50" fill="${WHITE}"/><rect x="-45" y="-150" width="90" height="18" rx="9" fill="${WHITE}"/><rect x="-5" y="60" width="10" height="70" fill="${WHITE}"/>${[-50, -15, 20]
        .map((y) => `<rect x="-32" y="${y}" width="30" height="8" fill="${accent}" fill-opacity="0.6"/>`)
        .join('')}</g>`;
    case 'bowl':
      return `<path fill="${WHITE}" d="M-125 -10 H125 A125 110 0 0 1 -125 -10 Z"/><circle cx="-45" cy="-40" r="34" fill="${WHITE}"/><circle cx="20" cy="-55" r="40" fill="${WHITE}"/><circle cx="75" cy="-35" r="28" fill="${WHITE}"/>`;
  }
}

export function featuredImageSvg(sector: string, kind: Pictogram): string {
  const [light, strong] = sectorColours[sector] ?? sectorColours['medicina-generale']!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${strong}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="1060" cy="80" r="190" fill="${WHITE}" fill-opacity="0.12"/>
<circle cx="120" cy="560" r="140" fill="${WHITE}" fill-opacity="0.10"/>
<g transform="translate(600 315)"><circle r="185" fill="${WHITE}" fill-opacity="0.2"/>${pictogramSvg(kind, strong)}</g>
</svg>`;
}

/** The WebP bytes of a demo featured image. */
export function renderFeaturedImage(sector: string, kind: Pictogram): Promise<Buffer> {
  return sharp(Buffer.from(featuredImageSvg(sector, kind)))
    .webp({ quality: 80 })
    .toBuffer();
}
