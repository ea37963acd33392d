import { Type } from 'typebox'
import { OPEN_DATA_LICENSE } from '../../common/open-data.js'
import { DateTime } from './common.js'
import { HackathonPublic } from './hackathons.js'
import { SeriesPublic } from './series.js'

/**
 * The columns of the CSV export: every property of the public hackathon object, in its order, but
 * `distance_km`, which only a list given `near` carries. Read from the schema itself, so the export
 * and the public object cannot drift apart.
 */
export const EXPORT_CSV_COLUMNS = Object.keys(HackathonPublic.properties).filter(
  (name) => name !== 'distance_km',
) as (keyof typeof HackathonPublic.properties)[]

export const OpenDataExport = Type.Object(
  {
    license: Type.Literal(OPEN_DATA_LICENSE.id, { description: `Everything below is under ${OPEN_DATA_LICENSE.url}` }),
    generated_at: DateTime,
    hackathons: Type.Array(HackathonPublic, { description: 'Every hackathon, past and upcoming, by id' }),
    series: Type.Array(SeriesPublic, { description: 'Every series, by id' }),
  },
  { title: 'OpenDataExport' },
)
