import portraitUrl from '@/assets/portrait.webp';

/** The built-in portrait, with its intrinsic size (see scripts/make-portrait.mjs) so its box is known before it loads. */
export const PORTRAIT = { url: portraitUrl, width: 480, height: 480, type: 'image/webp' } as const;
