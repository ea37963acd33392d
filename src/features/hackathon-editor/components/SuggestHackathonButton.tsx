import { ClassNames } from '@emotion/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { FiPlus } from 'react-icons/fi'
import { buttonLook, RecipeButton } from '../../../components/plain/RecipeButton'
import { SUGGEST_HREF } from '../../../entities/hackathon/homeSearch'
import { useCurrentUser } from '../../../entities/session/hooks'
import { SUGGEST_TEXTS } from '../suggestTexts'

/**
 * The form (with its validation library) loads when a visitor first asks for it, so the homepage's
 * first load does not carry it.
 */
const HackathonFormDialog = lazy(() =>
  import('./HackathonFormDialog').then((module) => ({ default: module.HackathonFormDialog })),
)

/** A visitor signs up first (or logs in from there), then comes back to the open form. */
const SIGN_UP_FIRST = { to: '/signup', search: { redirect: SUGGEST_HREF } } as const

interface SuggestHackathonButtonProps {
  /** The address asks for the form (`?suggest=1`, where sign-up and log-in come back to). */
  requested: boolean
  /** Takes the request out of the address once the form is open, so a reload does not open it again. */
  onRequestHandled: () => void
}

/**
 * The homepage's Suggest a hackathon, for everyone: a signed-in user gets the hackathon form at
 * once (saved directly from the editor role up, sent for review below it); for a visitor it is a
 * link to sign up, which leads back here with the form open.
 */
export function SuggestHackathonButton({ requested, onRequestHandled }: SuggestHackathonButtonProps) {
  const { isSignedIn } = useCurrentUser()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!requested) return
    if (!isSignedIn) {
      void navigate({ ...SIGN_UP_FIRST, replace: true })
      return
    }
    setOpen(true)
    onRequestHandled()
  }, [requested, isSignedIn, navigate, onRequestHandled])

  const label = (
    <>
      <FiPlus aria-hidden /> <span className="action-label">{SUGGEST_TEXTS.action}</span>
    </>
  )
  if (!isSignedIn) {
    return (
      <ClassNames>
        {({ css }) => (
          <Link {...SIGN_UP_FIRST} className={css(buttonLook({ variant: 'solid', size: 'md' }))}>
            {label}
          </Link>
        )}
      </ClassNames>
    )
  }
  return (
    <>
      <RecipeButton variant="solid" size="md" onClick={() => setOpen(true)}>
        {label}
      </RecipeButton>
      {open && (
        <Suspense>
          <HackathonFormDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
