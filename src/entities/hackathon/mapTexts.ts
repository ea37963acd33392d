import { defineTexts, withValues } from '../../../common/i18n/texts'

export const MAP_TEXTS = defineTexts('map', {
  menu: 'Map',
  heading: 'Hackathons on the map',
  /** The homepage's link to the map, carrying its filters. */
  show: 'Show on a map',
  backToList: 'Back to the list',
  loadError: 'The map could not be loaded.',
  region: 'Map of hackathons',
  /** Above the map when it shows only the first of the placed hackathons: "The first 1,000 of 1,234 placed hackathons". */
  countFirst: withValues<{ shown: number; total: number }>(
    '{total, plural, other {The first {shown, number} of # placed hackathons}}',
  ),
  /** Above the map when it shows every placed hackathon: "12 hackathons on the map". */
  count: withValues<{ count: number }>('{count, plural, one {# hackathon on the map} other {# hackathons on the map}}'),
  empty: 'No hackathon under these filters has a place on the map.',
  emptyHint: 'Online hackathons, and those whose location names no known city, are not on the map.',
  off: 'The map is switched off on this site.',
  tilesUnreachable:
    "The map's background could not be loaded, so it shows no streets or borders. The markers still work; check the connection, or go back to the list.",
  /** A cluster marker's name: "12 hackathons here, zoom in". */
  cluster: withValues<{ count: number }>('{count, plural, other {{count} hackathons here, zoom in}}'),
  open: 'Open its page',
  /** Leaflet's own credit, beside the tile server's. */
  leaflet: 'Leaflet',
  geonames: 'Places: GeoNames',
})

/** How many hackathons the map shows: "12 hackathons on the map", or the first of more. */
export const mapCount = (shown: number, total: number) =>
  total > shown ? MAP_TEXTS.countFirst({ shown, total }) : MAP_TEXTS.count({ count: shown })
