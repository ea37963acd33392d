export const MAP_TEXTS = {
  menu: 'Map',
  heading: 'Hackathons on the map',
  /** The homepage's link to the map, carrying its filters. */
  show: 'Show on a map',
  backToList: 'Back to the list',
  loadError: 'The map could not be loaded.',
  region: 'Map of hackathons',
  count: (shown: number, total: number) =>
    total > shown
      ? `The first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} placed hackathons`
      : `${shown.toLocaleString('en-US')} ${shown === 1 ? 'hackathon' : 'hackathons'} on the map`,
  empty: 'No hackathon under these filters has a place on the map.',
  emptyHint: 'Online hackathons, and those whose location names no known city, are not on the map.',
  off: 'The map is switched off on this site.',
  tilesUnreachable:
    "The map's background could not be loaded, so it shows no streets or borders. The markers still work; check the connection, or go back to the list.",
  /** A cluster marker's name: "12 hackathons here, zoom in". */
  cluster: (count: number) => `${count} hackathons here, zoom in`,
  open: 'Open its page',
  /** Leaflet's own credit, beside the tile server's. */
  leaflet: 'Leaflet',
  geonames: 'Places: GeoNames',
} as const
