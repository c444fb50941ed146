import { z } from 'zod';

export const namedItem = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItem>;

export const countryItem = namedItem.extend({ phoneCode: z.string() });
export const namedList = z.array(namedItem);
export const countryList = z.array(countryItem);

/** Public settings of the site the pages need. */
export const siteConfig = z.object({
  homeVideoUrl: z.string().nullable(),
  officeMapEmbedUrl: z.string().nullable(),
  demoMode: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfig>;
