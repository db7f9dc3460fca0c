import sharp from 'sharp';

/**
 * Demo photos, drawn rather than downloaded (this machine has no internet, and stock photos are not ours
 * to ship): a simple scene per category in a palette per listing, so cards and galleries look like cards
 * and galleries. Every photo is labelled "Demo photo".
 */
type Scene = 'residential' | 'commercial' | 'farmland' | 'events';
const skies = ['#9fd3f2', '#f6c28b', '#b8e0d2', '#cfd8ff', '#ffe3a3'];
const walls = ['#f4e3c1', '#e8c7a0', '#d9e6d2', '#f2d4d7', '#e0e0e0', '#f7f1e3'];
const roofs = ['#8b3a2b', '#4b4b4b', '#2f5d62', '#7a4e2d', '#a23e48'];

function svg(scene: Scene, seed: number, view: number, label: string) {
  const pick = <T,>(list: T[], k: number) => list[(seed * 7 + k * 3 + view) % list.length]!;
  const sky = pick(skies, 1);
  const ground = scene === 'farmland' ? '#6b8e23' : '#c2a878';
  // Each photo framed its own way (where the building stands, how near, the horizon, clouds and bushes): the
  // moderation projection flags a photo found on another lister's listing, and demo listings are not copies.
  let s = seed * 3 + view + 1;
  const random = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const [dx, scale, horizon] = [Math.round(random() * 240 - 120), 0.75 + random() * 0.4, Math.round(380 + random() * 100)];
  const clouds = Array.from({ length: 2 + Math.floor(random() * 3) }, () => `<ellipse cx="${Math.round(random() * 800)}" cy="${Math.round(30 + random() * 120)}" rx="${Math.round(40 + random() * 70)}" ry="${Math.round(15 + random() * 20)}" fill="#ffffff" opacity="0.85"/>`).join('');
  const bushes = Array.from({ length: 2 + Math.floor(random() * 4) }, () => `<circle cx="${Math.round(random() * 800)}" cy="${Math.round(horizon + 30 + random() * 100)}" r="${Math.round(20 + random() * 40)}" fill="${random() < 0.5 ? '#2e7d32' : '#558b2f'}"/>`).join('');
  let body = '';
  if (scene === 'residential') {
    const w = pick(walls, 2);
    const r = pick(roofs, 3);
    body = `<rect x="${180 + view * 20}" y="260" width="440" height="220" fill="${w}"/><polygon points="${160 + view * 20},270 ${400 + view * 20},140 ${640 + view * 20},270" fill="${r}"/>
      <rect x="${370 + view * 20}" y="370" width="60" height="110" fill="#6d4c41"/><rect x="${230 + view * 20}" y="320" width="80" height="60" fill="#90caf9"/><rect x="${490 + view * 20}" y="320" width="80" height="60" fill="#90caf9"/>
      <rect x="0" y="470" width="800" height="20" fill="#8d8d8d"/><circle cx="${100 + view * 30}" cy="380" r="60" fill="#2e7d32"/><rect x="${95 + view * 30}" y="400" width="10" height="80" fill="#5d4037"/>`;
  } else if (scene === 'commercial') {
    body = `<rect x="150" y="180" width="500" height="300" fill="${pick(walls, 2)}"/><rect x="150" y="180" width="500" height="50" fill="${pick(roofs, 3)}"/>
      ${[0, 1, 2, 3].map((i) => `<rect x="${180 + i * 120}" y="260" width="90" height="90" fill="#b3e5fc"/>`).join('')}<rect x="360" y="380" width="80" height="100" fill="#455a64"/>`;
  } else if (scene === 'farmland') {
    body = `${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M0 ${330 + i * 45} Q400 ${300 + i * 45 - view * 5} 800 ${330 + i * 45}" stroke="#3e6b1f" stroke-width="14" fill="none"/>`).join('')}
      <circle cx="${620 - view * 40}" cy="110" r="50" fill="#ffd54f"/><rect x="90" y="250" width="90" height="70" fill="#a1887f"/><polygon points="80,255 135,215 190,255" fill="#6d4c41"/>`;
  } else {
    body = `<rect x="120" y="200" width="560" height="280" fill="${pick(walls, 2)}"/><polygon points="100,210 400,110 700,210" fill="${pick(roofs, 3)}"/>
      ${[0, 1, 2, 3, 4].map((i) => `<rect x="${160 + i * 100}" y="250" width="40" height="230" fill="#fafafa"/>`).join('')}
      ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${140 + i * 85}" cy="${190 - (i % 2) * 12}" r="8" fill="#ffeb3b"/>`).join('')}`;
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="${sky}"/>${clouds}<rect y="${horizon}" width="800" height="${600 - horizon}" fill="${ground}"/>
    <g transform="translate(${400 + dx} ${horizon}) scale(${scale.toFixed(2)}) translate(-400 -440)">${body}</g>${bushes}
    <rect x="16" y="548" width="300" height="36" rx="6" fill="rgba(0,0,0,0.55)"/>
    <text x="28" y="573" font-family="sans-serif" font-size="18" fill="#fff">Demo photo · ${label.replace(/[<&>]/g, '')}</text></svg>`);
}

export async function demoPhoto(scene: Scene, seed: number, view: number, label: string): Promise<Buffer> {
  return sharp(svg(scene, seed, view, label)).jpeg({ quality: 78 }).toBuffer();
}
