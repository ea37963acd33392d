import {
  createSeriesMutation,
  deleteSeriesMutation,
  setSeriesHackathonsMutation,
  updateSeriesMutation,
} from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { SERIES_TEXTS } from './texts'

const invalidates = STALE_AFTER.seriesChange

export const useCreateSeries = () =>
  useMutationWithFeedback(createSeriesMutation(), { success: SERIES_TEXTS.created, invalidates })

export const useUpdateSeries = () =>
  useMutationWithFeedback(updateSeriesMutation(), { success: SERIES_TEXTS.updated, invalidates })

export const useDeleteSeries = () =>
  useMutationWithFeedback(deleteSeriesMutation(), { success: SERIES_TEXTS.deleted, invalidates })

export const useSetSeriesHackathons = () =>
  useMutationWithFeedback(setSeriesHackathonsMutation(), { success: SERIES_TEXTS.hackathonsUpdated, invalidates })
