import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryList, errorResponse, idParam, placeList } from '@portal/shared';
import {
  listCountries,
  listDistricts,
  listLookup,
  listStates,
  type LookupName,
} from './repository';
import { PUBLIC_CACHE } from '../../plugins/security';

const publicLookup = { access: 'public' as const, cache: PUBLIC_CACHE.referenceData };
const tags = ['locations'];

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/locations/countries',
    { schema: { tags, response: { 200: countryList } }, config: publicLookup },
    () => listCountries(db),
  );
  app.get(
    '/locations/countries/:countryId/states',
    {
      schema: {
        tags,
        params: z.object({ countryId: idParam }),
        response: { 200: placeList, 400: errorResponse },
      },
      config: publicLookup,
    },
    (request) => listStates(db, request.params.countryId),
  );
  app.get(
    '/locations/states/:stateId/districts',
    {
      schema: {
        tags,
        params: z.object({ stateId: idParam }),
        response: { 200: placeList, 400: errorResponse },
      },
      config: publicLookup,
    },
    (request) => listDistricts(db, request.params.stateId),
  );
  const lookups: Record<string, LookupName> = {
    '/locations/specialities': 'specialities',
    '/locations/designations': 'designations',
    '/locations/services': 'services',
  };
  for (const [url, name] of Object.entries(lookups)) {
    app.get(url, { schema: { tags, response: { 200: placeList } }, config: publicLookup }, () =>
      listLookup(db, name),
    );
  }
};
