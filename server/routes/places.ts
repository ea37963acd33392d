import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { GEO_MESSAGES, parseNear } from '../../common/geo.js'
import { invalidAt, notFound } from '../http-errors.js'
import { MESSAGES } from '../messages.js'
import { LIMITS_OF } from '../plugins/app/rate-limits.js'
import { errorResponses } from '../schemas/common.js'
import { MapConfig, NearestPlaceQuery, Place, Places, PlacesQuery } from '../schemas/places.js'
import { nearestPlace, searchPlaces } from '../services/gazetteer.js'

const places: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/places/',
    {
      schema: {
        operationId: 'searchPlaces',
        tags: ['places'],
        summary:
          'Cities whose name (or a well-known other name) starts with q, from the offline GeoNames city list; when none, the city a location q names',
        querystring: PlacesQuery,
        response: { 200: Places, ...errorResponses(422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.searchPlaces),
    },
    async (request) => searchPlaces(request.query.q),
  )

  app.get(
    '/places/nearest',
    {
      schema: {
        operationId: 'findNearestPlace',
        tags: ['places'],
        summary: 'The city that names a point: the most populous one close by, else the nearest',
        querystring: NearestPlaceQuery,
        response: { 200: Place, ...errorResponses(404, 422, 429) },
      },
      preHandler: app.rateLimit(...LIMITS_OF.searchPlaces),
    },
    async (request) => {
      const point = parseNear(request.query.near)
      if (!point) throw invalidAt(['query', 'near'], GEO_MESSAGES.badNear)
      const place = nearestPlace(point)
      if (!place) throw notFound(MESSAGES.placeNotFound)
      return place
    },
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
