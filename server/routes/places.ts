import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import { errorResponses } from '../schemas/common.js'
import { MapConfig, Places, PlacesQuery } from '../schemas/places.js'
import { searchPlaces } from '../services/gazetteer.js'

const places: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/places/',
    {
      schema: {
        operationId: 'searchPlaces',
        tags: ['places'],
        summary: 'Cities whose name starts with q, from the offline GeoNames city list',
        querystring: PlacesQuery,
        response: { 200: Places, ...errorResponses(422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.searchPlaces),
    },
    async (request) => searchPlaces(request.query.q),
  )

  // Read at run time by the SPA, so the map's tiles change with the server's settings, not a rebuild.
  app.get(
    '/map/config',
    {
      schema: {
        operationId: 'readMapConfig',
        tags: ['places'],
        summary: "The map page's tile server and its attribution (tile_url null: the map is off)",
        response: { 200: MapConfig },
      },
    },
    async () => ({
      tile_url: app.config.mapTiles?.url ?? null,
      attribution: app.config.mapTiles?.attribution ?? '',
    }),
  )
}

export default places
