import { Alert, Box, Button, Code, Heading, HStack, Input, List, Stack, Text } from '@chakra-ui/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { FiCheckCircle, FiCopy, FiSend, FiUserMinus } from 'react-icons/fi'
import { mayActOnOrganizers } from '../../../../common/policy'
import type { ClaimInstructions, HackathonPublic, OrganizerPublic } from '../../../client/types.gen'
import { LoadError } from '../../../components/QueryState'
import { FormField } from '../../../components/ui/form-field'
import { hackathonQuery } from '../../../entities/hackathon/queries'
import { hackathonOrganizersQuery } from '../../../entities/organizers/queries'
import { useCurrentUser } from '../../../entities/session/hooks'
import { errorText } from '../../../lib/errors'
import { showError, showSuccess } from '../../../lib/toasts'
import { useClaimHackathon, useInviteOrganizer, useRemoveOrganizer, useVerifyClaim } from '../mutations'
import { ORGANIZER_TEXTS } from '../texts'

/** Copies `value` to the clipboard and says so; a refused clipboard says that instead. */
async function copy(value: string) {
  try {
    await navigator.clipboard.writeText(value)
    showSuccess(ORGANIZER_TEXTS.copied)
  } catch {
    showError(undefined, ORGANIZER_TEXTS.copyFailed)
  }
}

/** A value to copy onto the site: selectable as a whole, wrapping on narrow screens, with its Copy button. */
function CopyBox({ value, label, copyLabel }: { value: string; label: string; copyLabel: string }) {
  return (
    <HStack align="start" gap="2">
      <Code
        aria-label={label}
        display="block"
        flex="1"
        minW="0"
        p="2"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        userSelect="all"
        tabIndex={0}
      >
        {value}
      </Code>
      <Button size="sm" variant="outline" aria-label={copyLabel} onClick={() => void copy(value)}>
        <FiCopy aria-hidden /> {ORGANIZER_TEXTS.copy}
      </Button>
    </HStack>
  )
}

/** The token, the two places it may go, and Verify; what the last try found stays on screen until the next. */
function ClaimSteps({ hackathon, instructions }: { hackathon: HackathonPublic; instructions: ClaimInstructions }) {
  const verify = useVerifyClaim()
  const metaStep = ORGANIZER_TEXTS.metaTagStep({ url: hackathon.url })
  const fileStep = ORGANIZER_TEXTS.fileStep({ url: instructions.well_known_url })
  return (
    <Stack gap="3">
      <Text>{ORGANIZER_TEXTS.claimIntro}</Text>
      <Text overflowWrap="anywhere">{metaStep}</Text>
      <CopyBox value={instructions.meta_tag} label={metaStep} copyLabel={ORGANIZER_TEXTS.copyTag} />
      <Text overflowWrap="anywhere">{fileStep}</Text>
      <CopyBox value={instructions.token} label={fileStep} copyLabel={ORGANIZER_TEXTS.copyToken} />
      {verify.isError && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ORGANIZER_TEXTS.verifyFailed}</Alert.Title>
            <Alert.Description overflowWrap="anywhere">{errorText(verify.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box>
        <Button
          onClick={() => !verify.isPending && verify.mutate({ path: { id: hackathon.id } })}
          loading={verify.isPending}
        >
          <FiCheckCircle aria-hidden /> {ORGANIZER_TEXTS.verify}
        </Button>
      </Box>
    </Stack>
  )
}

/**
 * "I organise this" for an account whose address is unverified: it verifies it first (Settings sends
 * the link again), so an organiser learns the way exists.
 */
function VerifyFirst() {
  return (
    <Stack gap="2" align="start">
      <Button asChild variant="outline">
        <RouterLink to="/settings">{ORGANIZER_TEXTS.claim}</RouterLink>
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {ORGANIZER_TEXTS.claimVerifyFirst}
      </Text>
    </Stack>
  )
}

/** "I organise this": asks for the caller's token, then shows the steps. */
function Claim({ hackathon }: { hackathon: HackathonPublic }) {
  const claim = useClaimHackathon()
  const headingId = useId()
  if (!claim.data) {
    return (
      <Box>
        <Button
          variant="outline"
          onClick={() => !claim.isPending && claim.mutate({ path: { id: hackathon.id } })}
          loading={claim.isPending}
          loadingText={ORGANIZER_TEXTS.claimLoading}
        >
          {ORGANIZER_TEXTS.claim}
        </Button>
      </Box>
    )
  }
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h2" size="md" id={headingId}>
        {ORGANIZER_TEXTS.claimTitle}
      </Heading>
      <ClaimSteps hackathon={hackathon} instructions={claim.data} />
    </Stack>
  )
}

/**
 * Invites a co-organiser by e-mail. The answer is the same whoever has the address, so what the
 * form says after names nobody: an invitation is on its way if an account has it.
 */
function InviteOrganizer({ hackathonId }: { hackathonId: string }) {
  const invite = useInviteOrganizer()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } })
  const submit = handleSubmit(({ email }) => {
    if (invite.isPending) return
    invite.mutate(
      { path: { id: hackathonId }, body: { email: email.trim() } },
      {
        onSuccess: () => reset(),
        onError: (error) => setError('email', { type: 'server', message: errorText(error) }, { shouldFocus: true }),
      },
    )
  })
  return (
    <form onSubmit={submit} noValidate aria-label={ORGANIZER_TEXTS.inviteTitle}>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {ORGANIZER_TEXTS.inviteTitle}
        </Heading>
        <HStack align="end" gap="2" wrap="wrap">
          <Box flex="1" minW="48">
            <FormField
              label={ORGANIZER_TEXTS.email}
              error={errors.email}
              helperText={ORGANIZER_TEXTS.inviteHelp}
              required
            >
              <Input type="email" autoComplete="off" {...register('email', { required: ORGANIZER_TEXTS.inviteHelp })} />
            </FormField>
          </Box>
          <Button type="submit" loading={invite.isPending}>
            <FiSend aria-hidden /> {ORGANIZER_TEXTS.invite}
          </Button>
        </HStack>
        {invite.isSuccess && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{ORGANIZER_TEXTS.invitationSentTitle}</Alert.Title>
              <Alert.Description>{invite.data.message}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </form>
  )
}

function OrganizerItem({
  hackathonId,
  organizer,
  mayRemove,
  isMe,
}: {
  hackathonId: string
  organizer: OrganizerPublic
  mayRemove: boolean
  isMe: boolean
}) {
  const remove = useRemoveOrganizer()
  const name = organizer.name ?? ORGANIZER_TEXTS.unnamed
  return (
    <List.Item>
      <HStack gap="3" wrap="wrap">
        <Text>{isMe ? ORGANIZER_TEXTS.nameYou({ name }) : name}</Text>
        {mayRemove && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={ORGANIZER_TEXTS.removeLabel({ name })}
            loading={remove.isPending}
            onClick={() =>
              !remove.isPending && remove.mutate({ path: { id: hackathonId, user_id: organizer.user_id } })
            }
          >
            <FiUserMinus aria-hidden /> {ORGANIZER_TEXTS.remove}
          </Button>
        )}
      </HStack>
    </List.Item>
  )
}

/**
 * A hackathon page's organisers for a signed-in account: who keeps the listing (display names only);
 * for its organisers (and moderators) inviting and removing them; for an account with a verified
 * address that is not one of them, "I organise this"; for an unverified one, verifying first.
 */
export function SignedInOrganizersPanel({ id }: { id: string }) {
  const { data: hackathon } = useSuspenseQuery(hackathonQuery(id))
  const { user } = useCurrentUser()
  const organizers = useQuery({ ...hackathonOrganizersQuery(id), enabled: hackathon.verified_organizer })
  const headingId = useId()
  const list = organizers.data?.data ?? []
  const isOrganizer = user !== undefined && list.some((organizer) => organizer.user_id === user.id)
  const manages =
    user?.email_verified === true && mayActOnOrganizers('inviteHackathonOrganizer', user.role, isOrganizer)
  // Once the organisers are known, so an organiser is never offered to claim their own listing.
  const mayClaim =
    user?.email_verified === true && (!hackathon.verified_organizer || (organizers.isSuccess && !isOrganizer))
  return (
    <Stack gap="4">
      {hackathon.verified_organizer && (
        <Stack as="section" aria-labelledby={headingId} gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {ORGANIZER_TEXTS.organizers}
          </Heading>
          {organizers.isError && organizers.data === undefined ? (
            <LoadError title={ORGANIZER_TEXTS.listError} error={organizers.error} onRetry={organizers.refetch} />
          ) : (
            <List.Root variant="plain" gap="1" aria-busy={organizers.isPending || undefined}>
              {list.map((organizer) => (
                <OrganizerItem
                  key={organizer.user_id}
                  hackathonId={id}
                  organizer={organizer}
                  isMe={organizer.user_id === user?.id}
                  mayRemove={
                    user !== undefined && mayActOnOrganizers('removeHackathonOrganizer', user.role, isOrganizer)
                  }
                />
              ))}
            </List.Root>
          )}
          {manages && <InviteOrganizer hackathonId={id} />}
        </Stack>
      )}
      {mayClaim && <Claim hackathon={hackathon} />}
      {user !== undefined && !user.email_verified && <VerifyFirst />}
    </Stack>
  )
}
