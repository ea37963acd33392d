import { Type } from 'typebox'
import { GEO, NEAR_PATTERN } from '../../common/geo.js'
import { Nullable } from './common.js'

export const PlacesQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: GEO.placeQueryMax,
    pattern: '\\S',
    description: 'A city name or its start ("Berl"), optionally narrowed: "Waterloo, Canada", "Berlin, DE"',
  }),
})

export const NearestPlaceQuery = Type.Object({
  near: Type.String({ maxLength: 64, pattern: NEAR_PATTERN, description: 'LAT,LON in decimal degrees' }),
})

export const Place = Type.Object(
  {
    name: Type.String(),
    region: Type.String({ description: 'GeoNames\' first-level division code (a US state, "08" for Ontario)' }),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
    latitude: Type.Number(),
    longitude: Type.Number(),
    population: Type.Integer(),
  },
  { title: 'Place' },
)

export const Places = Type.Array(Place, {
  title: 'Places',
  description: `Up to ${GEO.placesMax} cities, most populous first (an exact name before longer ones)`,
})

export const MapConfig = Type.Object(
  {
    tile_url: Nullable(Type.String({ description: 'Tile URL template with {z}, {x}, {y}; null: no map' })),
    attribution: Type.String({ description: 'The credit the tile server asks for, as plain text' }),
  },
  { title: 'MapConfig' },
)
