import { Button } from '@chakra-ui/react'
import { type ErrorComponentProps, Link as RouterLink } from '@tanstack/react-router'
import { FiArrowLeft } from 'react-icons/fi'
import { PageNotice } from '../../../components/NotFound'
import { routeLoadError } from '../../../components/QueryState'
import { errorStatus } from '../../../lib/errors'
import { HACKATHON_PAGE_TEXTS } from '../texts'

/*
 * A module of its own, beside the page's: an error screen waits for the design system anyway, and
 * here its Chakra components stay out of the code the page's first screen loads.
 */

const HackathonLoadError = routeLoadError(() => HACKATHON_PAGE_TEXTS.loadError)

/** Whether the address names no hackathon: unknown (404), or not a hackathon id at all (422). */
const namesNoHackathon = (error: unknown) => [404, 422].includes(errorStatus(error) ?? 0)

/** An unknown hackathon says so, with the way back to the list; any other failure is a load error with Retry. */
export function HackathonPageError(props: ErrorComponentProps) {
  if (!namesNoHackathon(props.error)) return <HackathonLoadError {...props} />
  return (
    <PageNotice
      title={HACKATHON_PAGE_TEXTS.notFound}
      text={HACKATHON_PAGE_TEXTS.notFoundText}
      action={
        <Button asChild variant="outline">
          <RouterLink to="/">
            <FiArrowLeft aria-hidden /> {HACKATHON_PAGE_TEXTS.backHome}
          </RouterLink>
        </Button>
      }
    />
  )
}
