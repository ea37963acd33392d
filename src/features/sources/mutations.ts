import {
  createSourceMutation,
  deleteSourceMutation,
  importCsvMutation,
  previewSourceMutation,
  runSourceMutation,
  updateSourceMutation,
} from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { SOURCES_TEXTS } from './texts'

const invalidates = STALE_AFTER.sourceChange

export const useCreateSource = () =>
  useMutationWithFeedback(createSourceMutation(), { success: SOURCES_TEXTS.created, invalidates })

export const useUpdateSource = () =>
  useMutationWithFeedback(updateSourceMutation(), { success: SOURCES_TEXTS.updated, invalidates })

/** Pause and Resume: a change of status only, with its own toast. */
export const useSetSourceStatus = () =>
  useMutationWithFeedback(updateSourceMutation(), {
    success: (source) => (source.status === 'paused' ? SOURCES_TEXTS.paused : SOURCES_TEXTS.resumed),
    invalidates,
  })

export const useDeleteSource = () =>
  useMutationWithFeedback(deleteSourceMutation(), { success: SOURCES_TEXTS.deleted, invalidates })

/** The report is the answer, shown in its dialog rather than a toast. */
export const useRunSource = () => useMutationWithFeedback(runSourceMutation(), { invalidates: STALE_AFTER.sourceRun })

/** Stores nothing: no list goes stale. */
export const usePreviewSource = () => useMutationWithFeedback(previewSourceMutation(), {})

export const useImportCsv = () => useMutationWithFeedback(importCsvMutation(), { invalidates: STALE_AFTER.sourceRun })
