import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { PageNotice } from './NotFound'

/** Shown instead of a page the signed-in role may not see; no API call was made for it. */
export function NotAllowed() {
  return (
    <PageNotice
      title="Not allowed"
      text="Your role does not give access to this page."
      action={
        <Button asChild variant="outline">
          <Link to="/">Go to the homepage</Link>
        </Button>
      }
    />
  )
}
