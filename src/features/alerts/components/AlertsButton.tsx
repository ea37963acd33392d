import { lazy, Suspense, useState } from 'react'
import { FiBell } from 'react-icons/fi'
import type { AlertFilters } from '../../../../common/alerts'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import { followedFiltersOf } from '../../../entities/hackathon/followedFilters'
import type { HomeFilters } from '../../../entities/hackathon/homeSearch'
import { ALERT_BUTTON_TEXTS } from '../buttonTexts'

/**
 * The dialog (with the form library) loads when first asked for: the homepage's first load does
 * not carry it.
 */
const SubscribeDialog = lazy(() => import('./SubscribeDialog'))

interface AlertsButtonProps {
  /** "Get alerts for this search", "Follow this series": also the dialog's title. */
  label: string
  filters: AlertFilters
}

/** Opens the dialog that asks for e-mail alerts of the hackathons `filters` match; for everyone. */
export function AlertsButton({ label, filters }: AlertsButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <RecipeButton size="sm" variant="outline" onClick={() => setOpen(true)}>
        <FiBell aria-hidden /> {label}
      </RecipeButton>
      {open && (
        <Suspense>
          <SubscribeDialog title={label} filters={filters} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}

/** "Get alerts for this search", under the homepage's filters. */
export function SearchAlertsButton({ filters }: { filters: HomeFilters }) {
  return <AlertsButton label={ALERT_BUTTON_TEXTS.forThisSearch} filters={followedFiltersOf(filters)} />
}

/** "Follow this series", on a series' page. */
export function SeriesAlertsButton({ seriesId }: { seriesId: string }) {
  return <AlertsButton label={ALERT_BUTTON_TEXTS.followSeries} filters={{ series: seriesId }} />
}
