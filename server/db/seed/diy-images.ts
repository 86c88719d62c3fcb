/**
 * The seed's view of the diy image localisation: NiuShop's sample documents point at images of
 * NiuShop's own install (addon/…, public/…); the one place that rewrites them (and that publishing
 * uses too) is server/modules/diy/images.ts.
 */
export { localiseDiyImages, writeDiyImages, type DiyImage } from '../../modules/diy/images.ts';
