import type { Middleware } from 'koa';
import type { BokunActivity, BokunPhoto } from './types';

// The sandbox's stand-in for Bokun's image CDN: one small vector picture per scene. Vector pictures scale to
// any size, so every derived size of a photo (`?w=480&h=320`, `?w=1200&h=800`) is the same file.

/** The pictures the sandbox serves. */
export const PHOTO_SCENES = ['old-town', 'salt-mine', 'river-raft', 'mountains', 'kayak'] as const;
export type PhotoScene = (typeof PHOTO_SCENES)[number];

/** Where the pictures are served; the catalogue's photo URLs are relative to the sandbox's origin. */
export const PHOTO_PATH = '/__sandbox/photos';

/** Width and height of every picture (3:2), as Bokun reports a photo's original size. */
export const PHOTO_SIZE = { width: 1200, height: 800 } as const;

const sky = (top: string, bottom: string) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
  `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="600" height="400" fill="url(#s)"/>`;

const SCENES: Record<PhotoScene, string> = {
  // The Cloth Hall and St Mary's towers on the Main Square.
  'old-town':
    sky('#f7b267', '#fde4c3') +
    '<circle cx="470" cy="110" r="42" fill="#fff3d6"/>' +
    '<path d="M60 300V150l22-40 22 40v150zM130 300V120l18-50 18 50v180z" fill="#8c3b2e"/>' +
    '<path d="M200 300V210h260v90z" fill="#d9a05b"/><path d="M190 210l15-25h250l15 25z" fill="#7a4b2a"/>' +
    '<path d="M230 300v-50a20 20 0 0 1 40 0v50zM310 300v-50a20 20 0 0 1 40 0v50zM390 300v-50a20 20 0 0 1 40 0v50z" fill="#5b3520"/>' +
    '<rect y="300" width="600" height="100" fill="#c9b79c"/><path d="M0 330h600v6H0z" fill="#b09c7f"/>',
  // A chapel hall carved in salt, lit by chandeliers.
  'salt-mine':
    sky('#2b2118', '#6b5640') +
    '<path d="M0 400V140Q300-20 600 140v260z" fill="#a89479"/><path d="M40 400V170Q300 20 560 170v230z" fill="#cdbb9c"/>' +
    '<g fill="#fff2c4"><circle cx="200" cy="150" r="16"/><circle cx="300" cy="120" r="20"/><circle cx="400" cy="150" r="16"/></g>' +
    '<path d="M200 60v74M300 40v60M400 60v74" stroke="#6b5640" stroke-width="3"/>' +
    '<path d="M250 400V270h100v130z" fill="#8a7559"/><path d="M0 360h600v40H0z" fill="#6b5640"/>',
  // A wooden raft on the river between limestone cliffs.
  'river-raft':
    sky('#7fc8f8', '#d8f0ff') +
    '<path d="M0 260L80 110l60 60 50-90 70 180zM340 260l90-170 50 70 40-60 80 160z" fill="#9aa79a"/>' +
    '<path d="M0 240Q150 210 300 240t300 0v160H0z" fill="#3f8f8a"/><path d="M0 300q150-20 300 0t300 0" stroke="#a7e0dc" stroke-width="4" fill="none"/>' +
    '<path d="M170 300h260l-20 22H190z" fill="#8b5a2b"/><g fill="#274c5e"><circle cx="230" cy="280" r="10"/><circle cx="300" cy="280" r="10"/><circle cx="370" cy="280" r="10"/></g>' +
    '<path d="M420 250l40 70" stroke="#5b3a1a" stroke-width="5"/>',
  // Granite peaks above a mountain lake.
  mountains:
    sky('#4f86c6', '#cfe3f5') +
    '<path d="M0 300L140 90l70 90 80-140 120 170 70-70 120 250z" fill="#5f6b7a"/>' +
    '<path d="M250 80l40-40 40 50-20-8-20 20-20-15zM110 130l30-40 25 35-15-5z" fill="#fff"/>' +
    '<path d="M0 290h600v110H0z" fill="#2f6f8f"/><path d="M0 290l120 30 140-20 160 25 180-15v10H0z" fill="#3b7f5a"/>',
  // A kayak on a calm river below a castle hill.
  kayak:
    sky('#9ad1d4', '#eef8f8') +
    '<path d="M330 200q90-80 200-20l70 40v20H330z" fill="#6e8b4e"/><path d="M400 140h90v60h-90z" fill="#c98f5a"/>' +
    '<path d="M420 140v-30l12-20 12 20v30zM460 140v-40l10-15 10 15v40z" fill="#8c3b2e"/>' +
    '<path d="M0 240h600v160H0z" fill="#4f9db0"/><path d="M40 280q260-10 520 0" stroke="#c4e7ee" stroke-width="3" fill="none"/>' +
    '<path d="M170 300q130 24 260 0-130-16-260 0z" fill="#f2c14e"/><circle cx="300" cy="282" r="11" fill="#274c5e"/>' +
    '<path d="M240 260l120 48" stroke="#3a2f25" stroke-width="5"/>',
};

/** The SVG document of a scene. */
export function photoSvg(scene: PhotoScene): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="${PHOTO_SIZE.width}" ` +
    `height="${PHOTO_SIZE.height}">${SCENES[scene]}</svg>`
  );
}

const isScene = (value: string): value is PhotoScene => (PHOTO_SCENES as readonly string[]).includes(value);
const FILE = new RegExp(`^${PHOTO_PATH}/([a-z-]+)\\.svg$`);

/**
 * Serves `GET /__sandbox/photos/{scene}.svg` as a CDN would: cacheable for a day, and under a policy that
 * lets the document run nothing should it ever be opened on its own.
 */
export const photoRoutes: Middleware = async (ctx, next) => {
  const scene = ctx.method === 'GET' ? FILE.exec(ctx.path)?.[1] : undefined;
  if (scene === undefined) {
    await next();
    return;
  }
  if (!isScene(scene)) {
    ctx.status = 404;
    ctx.body = { message: `No such photo: ${ctx.path}` };
    return;
  }
  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = 'image/svg+xml';
  ctx.body = photoSvg(scene);
};

const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url);

function absolutePhoto(photo: BokunPhoto, origin: string): BokunPhoto {
  return {
    ...photo,
    originalUrl: absolute(photo.originalUrl, origin),
    derived: photo.derived.map((d) => ({
      ...d,
      url: absolute(d.url, origin),
      cleanUrl: absolute(d.cleanUrl, origin),
    })),
  };
}

/** The activity with its photo URLs on `origin`, the sandbox's own as its caller reached it. */
export function withPhotosOn(activity: BokunActivity, origin: string): BokunActivity {
  return {
    ...activity,
    keyPhoto: activity.keyPhoto && absolutePhoto(activity.keyPhoto, origin),
    photos: activity.photos.map((photo) => absolutePhoto(photo, origin)),
  };
}
