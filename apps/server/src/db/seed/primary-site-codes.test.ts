import { describe, expect, it } from 'vitest';
import {
  PRIMARY_SITE_COVERS,
  PRIMARY_SITE_TOPOGRAPHY,
  SUB_SITE_TOPOGRAPHY,
} from '@portal/shared/registry/primary-site-codes';
import { MASTER_CHILD_VALUES, MASTER_VALUES } from './master-values';

const key = (name: string) => name.toLowerCase();
const clinicalSubSites = MASTER_CHILD_VALUES.find((list) => list.kind === 'clinical_sub_site')!;

// The code tables are keyed by the names this seed writes: a renamed seed entry would silently
// lose its codes and its site check.
describe('the ICD-O-3 tables against the seeded clinical lists', () => {
  it('know every seeded primary site but the two filed under no one organ', () => {
    const unchecked = ['other', 'lymph node (lymphoma)'];
    const sites = (MASTER_VALUES.primary_site ?? []).map(key);
    expect(sites.filter((site) => !unchecked.includes(site) && !PRIMARY_SITE_COVERS[site])).toEqual(
      [],
    );
    for (const site of Object.keys(PRIMARY_SITE_COVERS)) expect(sites).toContain(site);
    for (const site of Object.keys(PRIMARY_SITE_TOPOGRAPHY)) expect(sites).toContain(site);
  });

  it('name sub sites as the seed does, under their seeded primary site', () => {
    for (const [site, subSites] of Object.entries(SUB_SITE_TOPOGRAPHY)) {
      const parent = Object.keys(clinicalSubSites.children).find((name) => key(name) === site);
      expect(parent, site).toBeDefined();
      const seeded = clinicalSubSites.children[parent!]!.map(key);
      for (const subSite of Object.keys(subSites)) expect(seeded, site).toContain(subSite);
    }
  });
});
