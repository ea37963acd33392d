import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import 'leaflet.markercluster/dist/MarkerCluster.Default.css'
import { Box } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import L from 'leaflet'
import 'leaflet.markercluster'
import markerIcon from 'leaflet/dist/images/marker-icon.png'
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png'
import { useEffect, useRef, useState } from 'react'
import type { HackathonPublic, MapConfig } from '../../../client/types.gen'
import { MAP_TEXTS } from '../../../entities/hackathon/mapTexts'
import { hackathonStatus } from '../../../entities/hackathon/status'
import { HACKATHON_STATUS_TEXTS } from '../../../entities/hackathon/texts'
import { formatDateRange } from '../../../lib/dates'

type Placed = HackathonPublic & { latitude: number; longitude: number }

export const isPlaced = (hackathon: HackathonPublic): hackathon is Placed =>
  hackathon.latitude !== null && hackathon.longitude !== null

// Bundlers rename Leaflet's images: its default icon is given their built addresses. Without the
// shadow, which Leaflet ships at one resolution only and so shows blurred on a phone's screen.
const ICON = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
})

/** Plain text as HTML: Leaflet writes attributions as markup. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** A popup built from DOM nodes and textContent, so nothing in a hackathon's name is read as markup. */
function popupContent(hackathon: Placed, open: (id: string) => void): HTMLElement {
  const root = document.createElement('div')
  const name = document.createElement('strong')
  name.textContent = hackathon.name
  const dates = document.createElement('div')
  dates.textContent = formatDateRange(hackathon.start_date, hackathon.end_date)
  const status = document.createElement('div')
  status.textContent = HACKATHON_STATUS_TEXTS[hackathonStatus(hackathon)]
  const link = document.createElement('a')
  link.href = `/hackathons/${hackathon.id}`
  link.textContent = MAP_TEXTS.open
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    open(hackathon.id)
  })
  root.append(name, dates, status, link)
  return root
}

interface LeafletMapProps {
  config: MapConfig & { tile_url: string }
  hackathons: Placed[]
  /** The hackathon to centre the map on, with its popup open (a hackathon page's "Show on a map"). */
  focus?: Placed
}

/**
 * Up to this many markers stand on their own: a search's results are never folded into a cluster
 * that hides them. Above it, markers cluster where they crowd, which keeps a world view readable.
 */
const UNCLUSTERED_MAX = 50

/** How close fitting the markers may zoom in: a city's streets, where nearby venues stand apart. */
const FIT_MAX_ZOOM = 13

/** How close a focused hackathon is shown: its neighbourhood. */
const FOCUS_ZOOM = 14

/**
 * The map: the configured tiles, a marker per hackathon, clustered where many crowd. Each marker is
 * a button named after its hackathon (Tab reaches it, Enter opens its popup). Markers live in their
 * own layer, so tiles that fail to load leave them usable; when none loads, a note over the map
 * says why it is blank. The view fits the markers, or centres on the focused hackathon.
 */
export function LeafletMap({ config, hackathons, focus }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  // No tile has loaded and one has failed: the tile server is out of reach, and the map a grey void.
  const [tilesUnreachable, setTilesUnreachable] = useState(false)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const map = L.map(element, { worldCopyJump: true, attributionControl: false }).setView([20, 0], 2)
    L.control
      .attribution({ prefix: `<a href="https://leafletjs.com">${MAP_TEXTS.leaflet}</a>` })
      .addAttribution(`<a href="https://www.geonames.org/">${MAP_TEXTS.geonames}</a>`)
      .addTo(map)
    let tileLoaded = false
    setTilesUnreachable(false)
    L.tileLayer(config.tile_url, { attribution: escapeHtml(config.attribution), maxZoom: 18 })
      .on('tileload', () => {
        tileLoaded = true
        setTilesUnreachable(false)
      })
      // Some failed tiles among loaded ones leave a readable map: only a map without any says so.
      .on('tileerror', () => {
        if (!tileLoaded) setTilesUnreachable(true)
      })
      .addTo(map)
    const shown =
      focus && !hackathons.some((hackathon) => hackathon.id === focus.id) ? [...hackathons, focus] : hackathons
    const clustered = shown.length > UNCLUSTERED_MAX
    const markers = clustered
      ? L.markerClusterGroup({
          iconCreateFunction: (cluster) => {
            const count = cluster.getChildCount()
            return L.divIcon({
              html: `<div><span aria-hidden="true">${count}</span><span class="leaflet-sr-only">${escapeHtml(MAP_TEXTS.cluster({ count }))}</span></div>`,
              className: `marker-cluster marker-cluster-${count < 10 ? 'small' : count < 100 ? 'medium' : 'large'}`,
              iconSize: L.point(40, 40),
            })
          },
        })
      : L.featureGroup()
    const open = (id: string) => navigate({ to: '/hackathons/$id', params: { id } })
    let focused: L.Marker | undefined
    for (const hackathon of shown) {
      const marker = L.marker([hackathon.latitude, hackathon.longitude], {
        icon: ICON,
        title: hackathon.name,
        alt: hackathon.name,
        keyboard: true,
      })
      marker.bindPopup(() => popupContent(hackathon, open))
      marker.on('add', () => marker.getElement()?.setAttribute('aria-label', hackathon.name))
      markers.addLayer(marker)
      if (hackathon.id === focus?.id) focused = marker
    }
    map.addLayer(markers)
    if (focus && focused) {
      const marker = focused
      map.setView([focus.latitude, focus.longitude], FOCUS_ZOOM)
      if (markers instanceof L.MarkerClusterGroup) markers.zoomToShowLayer(marker, () => marker.openPopup())
      else marker.openPopup()
    } else if (shown.length > 0) {
      map.fitBounds(markers.getBounds(), { padding: [24, 24], maxZoom: FIT_MAX_ZOOM })
    }
    return () => {
      map.remove()
    }
  }, [config.tile_url, config.attribution, hackathons, focus, navigate])

  return (
    <Box position="relative">
      {tilesUnreachable && (
        <Box
          role="status"
          position="absolute"
          // Clear of the zoom buttons at the top and of the credits at the bottom.
          bottom="10"
          insetInline="3"
          // Above Leaflet's panes and controls (z-index up to 1000).
          zIndex="1001"
          mx="auto"
          maxW="md"
          px="4"
          py="3"
          rounded="md"
          borderWidth="1px"
          bg="bg.panel"
          shadow="md"
          fontSize="sm"
          textAlign="center"
        >
          {MAP_TEXTS.tilesUnreachable}
        </Box>
      )}
      <Box
        ref={container}
        role="region"
        aria-label={MAP_TEXTS.region}
        h={{ base: '60vh', md: '70vh' }}
        minH="320px"
        w="full"
        rounded="md"
        overflow="hidden"
        borderWidth="1px"
        css={{
          '& .leaflet-sr-only': {
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          },
          '& .leaflet-marker-icon:focus-visible': { outline: '3px solid', outlineColor: 'blue.focusRing' },
          // Leaflet underlines its credit links only on hover: colour alone does not set them apart from the text.
          '& .leaflet-control-attribution a': { textDecoration: 'underline' },
        }}
      />
    </Box>
  )
}
