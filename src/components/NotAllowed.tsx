import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { PageNotice } from './NotFound'
import { NOT_ALLOWED_TEXTS } from './texts'

/** Shown instead of a page the signed-in role may not see; no API call was made for it. */
export function NotAllowed() {
  return (
    <PageNotice
      title={NOT_ALLOWED_TEXTS.title}
      text={NOT_ALLOWED_TEXTS.text}
      action={
        <Button asChild variant="outline">
          <Link to="/">{NOT_ALLOWED_TEXTS.home}</Link>
        </Button>
      }
    />
  )
}
