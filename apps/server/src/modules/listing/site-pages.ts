import { createHash } from 'node:crypto';
import { formatMoney } from '@portal/contract';

/** One picture on the page: a small one for the grid and a large one for the hero and the lightbox. */
export interface PagePhoto {
  thumb: { src: string; width: number; height: number };
  large: { src: string; width: number; height: number };
  alt: string;
}

export interface PageVideo {
  src: string;
  contentType: string;
  /** A chosen poster, or undefined: the browser paints the first frame (`#t=0.1`, preload=metadata). */
  poster?: string;
  width: number | null;
  height: number | null;
  label: string;
}

export type PagePlan = { kind: 'image'; photo: PagePhoto } | { kind: 'pdf'; href: string; label: string };

/** Everything a property page shows; the unbranded page is given no studio or agent at all. */
export interface SitePage {
  branded: boolean;
  address: string;
  /** The page's own absolute URL and the first photo's, for OpenGraph. */
  canonicalUrl: string;
  ogImage?: string;
  price: string | null;
  currency: string;
  locale: string;
  bedrooms: number | null;
  bathrooms: number | null;
  floorArea: number | null;
  description: string;
  photos: PagePhoto[];
  videos: PageVideo[];
  plans: PagePlan[];
  tourUrl: string | null;
  studio?: { name: string; logoSrc?: string };
  agent?: { name: string; phone: string; photoSrc?: string };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const attr = escapeHtml;

const css = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1a1a;background:#fff;line-height:1.5}
body{margin:0}
a{color:#0b5394}
:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
.wrap{max-width:1200px;margin:0 auto;padding:0 16px}
header.top{border-bottom:1px solid #ddd}
header.top .wrap{display:flex;align-items:center;gap:12px;min-height:56px}
header.top img{height:40px;width:auto}
.studio{font-weight:600}
.hero{margin:16px 0 0}
.hero img{display:block;width:100%;height:auto;max-height:78vh;object-fit:cover;border-radius:6px;background:#e9e9e9}
h1{font-size:1.6rem;line-height:1.25;margin:16px 0 4px}
.price{font-size:1.35rem;font-weight:600;margin:0}
ul.facts{display:flex;flex-wrap:wrap;gap:8px 20px;list-style:none;padding:0;margin:8px 0 0;color:#333}
section{margin:28px 0}
h2{font-size:1.25rem;margin:0 0 12px}
.desc p{margin:0 0 12px;max-width:70ch}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:8px;list-style:none;padding:0;margin:0}
.grid a{display:block;border-radius:4px;overflow:hidden}
.grid img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover;background:#e9e9e9}
video{display:block;width:100%;height:auto;max-height:80vh;background:#000;border-radius:6px}
.tour{position:relative;width:100%;aspect-ratio:16/9;border:0;border-radius:6px;background:#e9e9e9}
.plans{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:12px;list-style:none;padding:0;margin:0}
.plans img{display:block;width:100%;height:auto;background:#f4f4f4;border:1px solid #ddd}
.agent{display:flex;align-items:center;gap:16px}
.agent img{width:96px;height:96px;border-radius:50%;object-fit:cover}
.agent p{margin:0}
footer{border-top:1px solid #ddd;margin-top:40px;padding:16px 0;color:#444;font-size:.9rem}
dialog{border:0;padding:0;background:#111;color:#fff;max-width:100vw;max-height:100vh;width:100vw;height:100vh}
dialog::backdrop{background:rgba(0,0,0,.9)}
dialog figure{margin:0;height:calc(100% - 56px);display:flex;align-items:center;justify-content:center}
dialog img{display:block;width:auto;height:auto;max-width:100%;max-height:calc(100vh - 56px);object-fit:contain}
dialog .bar{display:flex;justify-content:space-between;align-items:center;height:56px;padding:0 8px}
dialog .nav{display:flex;align-items:center;gap:12px}
dialog button{font:inherit;color:#fff;background:#333;border:1px solid #777;border-radius:4px;padding:8px 14px;min-width:44px;min-height:44px;cursor:pointer}
dialog button:hover{background:#444}
@media (max-width:600px){h1{font-size:1.3rem}.grid{grid-template-columns:repeat(2,1fr)}.hero img{border-radius:0}.hero{margin:0 -16px}}
`;

/** The lightbox: the grid's links open the large photo in a dialog, arrows and Escape move and close; without script the link opens the photo. */
const lightboxScript = `(function(){var d=document.getElementById('lb');if(!d||!d.showModal)return;var links=[].slice.call(document.querySelectorAll('a[data-lb]'));var img=d.querySelector('img');var count=d.querySelector('[data-count]');var at=0;var opener=null;
function show(i){at=(i+links.length)%links.length;var a=links[at];img.src=a.getAttribute('href');img.alt=a.querySelector('img').alt;count.textContent=(at+1)+' / '+links.length;}
links.forEach(function(a,i){a.addEventListener('click',function(e){e.preventDefault();opener=a;show(i);d.showModal();});});
d.querySelector('[data-prev]').addEventListener('click',function(){show(at-1);});d.querySelector('[data-next]').addEventListener('click',function(){show(at+1);});d.querySelector('[data-close]').addEventListener('click',function(){d.close();});
d.addEventListener('keydown',function(e){if(e.key==='ArrowLeft')show(at-1);if(e.key==='ArrowRight')show(at+1);});d.addEventListener('close',function(){img.removeAttribute('src');if(opener)opener.focus();});})();`;

const scriptHash = `'sha256-${createHash('sha256').update(lightboxScript).digest('base64')}'`;
const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** Script only the lightbox's own, by hash; frames only the tour hosts; nothing else leaves the page. */
export function sitePageCsp(tourOrigin: string | null) {
  return [
    "default-src 'none'",
    `script-src ${scriptHash}`,
    `style-src ${styleHash}`,
    "img-src 'self'",
    "media-src 'self'",
    `frame-src ${tourOrigin ?? "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function factsList(page: SitePage) {
  const items: string[] = [];
  if (page.bedrooms !== null) items.push(`${page.bedrooms} bedroom${page.bedrooms === 1 ? '' : 's'}`);
  if (page.bathrooms !== null) items.push(`${page.bathrooms} bathroom${page.bathrooms === 1 ? '' : 's'}`);
  if (page.floorArea !== null) items.push(`${page.floorArea.toLocaleString(page.locale)} m²`);
  return items;
}

/** A tour URL as framed: Matterport's `mls=1` hides its own branding and links on the unbranded page. */
export function tourFrameUrl(raw: string, branded: boolean) {
  const url = new URL(raw);
  if (!branded && /(^|\.)matterport\.com$/.test(url.hostname)) url.searchParams.set('mls', '1');
  return url.toString();
}

const img = (photo: { src: string; width: number; height: number }, alt: string, extra = '') =>
  `<img src="${attr(photo.src)}" width="${photo.width}" height="${photo.height}" alt="${attr(alt)}"${extra}>`;

/** The hero spans the phone's width, or the page's column (at most 1200 px) on a wider screen. */
const heroSizes = '(max-width: 1200px) 100vw, 1168px';

/**
 * The hero's two sizes, so a phone paints the small one first and a wide or dense screen takes the
 * large one; none when the small one is not smaller.
 */
const heroSrcset = (hero: PagePhoto) => (hero.thumb.width < hero.large.width ? `${hero.thumb.src} ${hero.thumb.width}w, ${hero.large.src} ${hero.large.width}w` : undefined);

/** The page: server-rendered, small inline CSS and the lightbox's few lines of script, no bundle. */
export function renderSitePage(page: SitePage): string {
  const title = page.address || 'Property';
  const facts = factsList(page);
  const price = page.price === null ? null : formatMoney(page.price, page.currency, page.locale);
  const summary = [price, ...facts].filter(Boolean).join(' · ');
  const ogDescription = (summary + (page.description ? ` — ${page.description}` : '')).slice(0, 300);
  const hero = page.photos[0];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(ogDescription)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${attr(title)}">`,
    `<meta property="og:description" content="${attr(ogDescription)}">`,
    `<meta property="og:url" content="${attr(page.canonicalUrl)}">`,
    page.ogImage ? `<meta property="og:image" content="${attr(page.ogImage)}">` : '',
    page.ogImage ? '<meta name="twitter:card" content="summary_large_image">' : '',
    page.branded && page.studio ? `<meta property="og:site_name" content="${attr(page.studio.name)}">` : '',
    hero ? `<link rel="preload" as="image" href="${attr(hero.large.src)}"${heroSrcset(hero) ? ` imagesrcset="${attr(heroSrcset(hero)!)}" imagesizes="${heroSizes}"` : ''} fetchpriority="high">` : '',
    '<meta name="referrer" content="no-referrer">',
    `<style>${css}</style>`,
  ].filter(Boolean);

  const body: string[] = [];
  if (page.branded && page.studio) {
    const logo = page.studio.logoSrc ? `<img src="${attr(page.studio.logoSrc)}" alt="${attr(page.studio.name)} logo" height="40">` : '';
    body.push(`<header class="top"><div class="wrap">${logo}<span class="studio">${escapeHtml(page.studio.name)}</span></div></header>`);
  }
  body.push('<main class="wrap">');
  if (hero) {
    const srcset = heroSrcset(hero);
    body.push(`<div class="hero">${img(hero.large, hero.alt, `${srcset ? ` srcset="${attr(srcset)}" sizes="${heroSizes}"` : ''} fetchpriority="high" decoding="async"`)}</div>`);
  }
  body.push(`<h1>${escapeHtml(title)}</h1>`);
  if (price) body.push(`<p class="price">${escapeHtml(price)}</p>`);
  if (facts.length) body.push(`<ul class="facts" aria-label="Property facts">${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`);
  if (page.description) {
    const paragraphs = page.description.split(/\n\s*\n/).map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`);
    body.push(`<section class="desc" aria-labelledby="about"><h2 id="about">About this property</h2>${paragraphs.join('')}</section>`);
  }
  if (page.photos.length) {
    const items = page.photos.map((photo) => `<li><a href="${attr(photo.large.src)}" data-lb>${img(photo.thumb, photo.alt, ' loading="lazy" decoding="async"')}</a></li>`);
    body.push(`<section aria-labelledby="photos"><h2 id="photos">Photos (${page.photos.length})</h2><ul class="grid">${items.join('')}</ul></section>`);
  }
  if (page.videos.length) {
    const players = page.videos.map((video) => {
      const size = video.width && video.height ? ` width="${video.width}" height="${video.height}"` : '';
      const src = video.poster ? video.src : `${video.src}#t=0.1`;
      return `<video controls preload="metadata" playsinline${size}${video.poster ? ` poster="${attr(video.poster)}"` : ''} aria-label="${attr(video.label)}"><source src="${attr(src)}" type="${attr(video.contentType)}">Your browser cannot play this video.</video>`;
    });
    body.push(`<section aria-labelledby="video"><h2 id="video">Video</h2>${players.join('')}</section>`);
  }
  if (page.tourUrl) {
    body.push(
      `<section aria-labelledby="tour"><h2 id="tour">3D tour</h2><iframe class="tour" src="${attr(tourFrameUrl(page.tourUrl, page.branded))}" title="3D tour of ${attr(title)}" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer" allowfullscreen referrerpolicy="no-referrer"></iframe></section>`,
    );
  }
  if (page.plans.length) {
    const items = page.plans.map((plan) =>
      plan.kind === 'image'
        ? `<li><a href="${attr(plan.photo.large.src)}" data-lb>${img(plan.photo.thumb, plan.photo.alt, ' loading="lazy" decoding="async"')}</a></li>`
        : `<li><a href="${attr(plan.href)}">${escapeHtml(plan.label)}</a></li>`,
    );
    body.push(`<section aria-labelledby="plans"><h2 id="plans">Floor plans</h2><ul class="plans">${items.join('')}</ul></section>`);
  }
  if (page.branded && page.agent && (page.agent.name || page.agent.phone)) {
    const photo = page.agent.photoSrc ? `<img src="${attr(page.agent.photoSrc)}" width="96" height="96" alt="${attr(page.agent.name || 'Agent')}" loading="lazy">` : '';
    const phone = page.agent.phone ? `<p><a href="tel:${attr(page.agent.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(page.agent.phone)}</a></p>` : '';
    body.push(`<section aria-labelledby="agent"><h2 id="agent">Contact the agent</h2><div class="agent">${photo}<div>${page.agent.name ? `<p><strong>${escapeHtml(page.agent.name)}</strong></p>` : ''}${phone}</div></div></section>`);
  }
  body.push('</main>');
  if (page.branded && page.studio) body.push(`<footer><div class="wrap">Photography by ${escapeHtml(page.studio.name)}</div></footer>`);
  if (page.photos.length || page.plans.some((plan) => plan.kind === 'image')) {
    body.push(
      '<dialog id="lb" aria-label="Photo viewer"><div class="bar"><span class="nav"><button type="button" data-prev aria-label="Previous photo">&#8592;</button><span data-count aria-live="polite"></span><button type="button" data-next aria-label="Next photo">&#8594;</button></span><button type="button" data-close aria-label="Close">&#215;</button></div><figure><img alt=""></figure></dialog>',
      `<script>${lightboxScript}</script>`,
    );
  }
  return `<!doctype html>\n<html lang="en"><head>${head.join('')}</head><body>${body.join('')}</body></html>`;
}

/** A plain 404 page for a site that is not (or no longer) live: nothing about what was there. */
export const siteNotFoundPage =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title><meta name="robots" content="noindex"></head><body><main><h1>This property page is not available.</h1></main></body></html>';
