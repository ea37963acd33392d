import { ClassNames } from '@emotion/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { lazy, Suspense, useId } from 'react'
import { buttonLook } from '../../../components/plain/RecipeButton'
import { LoadError } from '../../../components/QueryState'
import { hackathonQuery } from '../../../entities/hackathon/queries'
import { hackathonOrganizersQuery } from '../../../entities/organizers/queries'
import { useCurrentUser } from '../../../entities/session/hooks'
import { ORGANIZER_TEXTS } from '../texts'
import * as styles from './OrganizersPanel.styles'

// Claiming, inviting and removing are for signed-in accounts: their code (and the design system) loads for them only.
const SignedInOrganizersPanel = lazy(() =>
  import('./SignedInOrganizersPanel').then((module) => ({ default: module.SignedInOrganizersPanel })),
)

/**
 * A hackathon page's organisers. A visitor sees who keeps the listing (display names only) and
 * "I organise this", which leads to logging in first and back here; a signed-in account gets the
 * panel with claiming, inviting and removing.
 */
export function OrganizersPanel({ id }: { id: string }) {
  const { isSignedIn } = useCurrentUser()
  if (isSignedIn) {
    return (
      <Suspense fallback={null}>
        <SignedInOrganizersPanel id={id} />
      </Suspense>
    )
  }
  return <VisitorOrganizers id={id} />
}

function VisitorOrganizers({ id }: { id: string }) {
  const { data: hackathon } = useSuspenseQuery(hackathonQuery(id))
  const organizers = useQuery({ ...hackathonOrganizersQuery(id), enabled: hackathon.verified_organizer })
  const headingId = useId()
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.panel)}>
          {hackathon.verified_organizer && (
            <section className={css(styles.section)} aria-labelledby={headingId}>
              <h2 className={css(styles.heading)} id={headingId}>
                {ORGANIZER_TEXTS.organizers}
              </h2>
              {organizers.isError && organizers.data === undefined ? (
                <LoadError title={ORGANIZER_TEXTS.listError} error={organizers.error} onRetry={organizers.refetch} />
              ) : (
                <ul className={css(styles.list)} aria-busy={organizers.isPending || undefined}>
                  {(organizers.data?.data ?? []).map((organizer) => (
                    <li key={organizer.user_id}>{organizer.name ?? ORGANIZER_TEXTS.unnamed}</li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <div className={css(styles.claim)}>
            <RouterLink
              to="/login"
              search={{ redirect: `/hackathons/${id}` }}
              className={css(buttonLook({ variant: 'outline', size: 'md' }))}
            >
              {ORGANIZER_TEXTS.claim}
            </RouterLink>
            <p className={css(styles.claimNote)}>{ORGANIZER_TEXTS.claimLogInFirst}</p>
          </div>
        </div>
      )}
    </ClassNames>
  )
}
