import { ClassNames } from '@emotion/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type ErrorComponentProps, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FiArrowLeft } from 'react-icons/fi'
import { EmptyState } from '../../../components/plain/EmptyState'
import { PagePending } from '../../../components/plain/PagePending'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import * as wrapping from '../../../components/plain/WrappingRow.styles'
import { routeLoadError } from '../../../components/QueryState'
import { HackathonFeed } from '../../../entities/hackathon/components/HackathonFeed'
import { SubscribeMenu } from '../../../entities/hackathon/components/SubscribeMenu'
import { seriesQuery } from '../../../entities/series/queries'
import { errorStatus } from '../../../lib/errors'
import { usePageTitle } from '../../../lib/usePageTitle'
import { SERIES_PAGE_TEXTS } from '../texts'
import * as styles from './SeriesPage.styles'

/** 'Go Back' returns to the previous page, or to the homepage when the series was opened directly. */
function GoBack() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const navigate = useNavigate()
  return (
    <RecipeButton
      variant="ghost"
      size="sm"
      extra={styles.goBack}
      onClick={() => (canGoBack ? router.history.back() : navigate({ to: '/' }))}
    >
      <FiArrowLeft aria-hidden /> {SERIES_PAGE_TEXTS.back}
    </RecipeButton>
  )
}

function SeriesFrame({ children }: { children: ReactNode }) {
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.frame)}>
          <GoBack />
          {children}
        </div>
      )}
    </ClassNames>
  )
}

/** `/series/{id}`: a series' name, description and hackathons, for anyone. Its loader fetched the series. */
export function SeriesPage({ id, alertsButton }: { id: string; alertsButton: ReactNode }) {
  const { data: series } = useSuspenseQuery(seriesQuery(id))
  usePageTitle(series.name, series.description ?? undefined)
  return (
    <SeriesFrame>
      <ClassNames>
        {({ css }) => (
          <div className={css(styles.header)}>
            <div className={css(styles.titleRow)}>
              <h1 className={css(styles.heading)}>{series.name}</h1>
              <div className={css(wrapping.row)}>
                <SubscribeMenu filters={{ series: series.id }} />
                {alertsButton}
              </div>
            </div>
            {series.description && <p className={css(styles.description)}>{series.description}</p>}
          </div>
        )}
      </ClassNames>
      <HackathonFeed seriesId={series.id} />
    </SeriesFrame>
  )
}

export function SeriesPagePending() {
  return <PagePending label={SERIES_PAGE_TEXTS.loading} />
}

const SeriesLoadError = routeLoadError(
  () => SERIES_PAGE_TEXTS.loadError,
  (content) => <SeriesFrame>{content}</SeriesFrame>,
)

/** Whether the address names no series: unknown (404), or not a series id at all (422). */
const namesNoSeries = (error: unknown) => [404, 422].includes(errorStatus(error) ?? 0)

/** An unknown series says so; any other failure is a load error with Retry. */
export function SeriesPageError(props: ErrorComponentProps) {
  usePageTitle(namesNoSeries(props.error) ? SERIES_PAGE_TEXTS.notFound : undefined)
  if (namesNoSeries(props.error)) {
    return (
      <SeriesFrame>
        <EmptyState title={SERIES_PAGE_TEXTS.notFound} />
      </SeriesFrame>
    )
  }
  return <SeriesLoadError {...props} />
}
