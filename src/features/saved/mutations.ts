import { rotateSavedCalendarMutation } from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { SAVED_PAGE_TEXTS } from './texts'

/** A new private calendar address; the old one stops working at once. */
export const useRotateCalendar = () =>
  useMutationWithFeedback(rotateSavedCalendarMutation(), {
    success: SAVED_PAGE_TEXTS.rotated,
    invalidates: ['readSavedCalendar'],
  })
