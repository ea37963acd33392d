import { Alert, Badge, Box, Button, Card, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FiKey, FiPlus, FiTrash2 } from 'react-icons/fi'
import { API_TOKENS } from '../../../../common/api-tokens'
import type { ApiTokenCreated, ApiTokenPublic } from '../../../client/types.gen'
import { CardListSkeleton } from '../../../components/CardListSkeleton'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { EmptyState } from '../../../components/plain/EmptyState'
import { QueryState } from '../../../components/QueryState'
import { useCurrentUser } from '../../../entities/session/hooks'
import { formatDate, formatDateTime } from '../../../lib/dates'
import { useRevokeApiToken } from '../mutations'
import { apiTokensQuery } from '../queries'
import { SETTINGS_TEXTS } from '../texts'
import { CreateApiTokenDialog } from './CreateApiTokenDialog'
import { NewApiTokenDialog } from './NewApiTokenDialog'

const TEXTS = SETTINGS_TEXTS.apiTokens

/** The header a token goes in, as a request writes it (code, not words). */
const API_TOKEN_HEADER = `Authorization: Bearer ${API_TOKENS.prefix}…`

/** One fact of a token: its label above its value, so a row wraps well on a phone. */
function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Box as="div" minW="8rem">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="sm">
        {children}
      </Text>
    </Box>
  )
}

/** One token: its name and scope, when it was made, expires and was last used, and Revoke. */
function ApiTokenRow({ token }: { token: ApiTokenPublic }) {
  const revoke = useRevokeApiToken()
  const [confirming, setConfirming] = useState(false)
  const titleId = useId()
  const expired = new Date(token.expires_at).getTime() <= Date.now()
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body>
        <Stack gap="3">
          <Flex gap="2" wrap="wrap" align="center">
            <Text id={titleId} fontWeight="semibold" overflowWrap="anywhere">
              {token.name}
            </Text>
            <Badge colorPalette={token.scope === 'write' ? 'orange' : 'gray'}>{TEXTS.scopeBadge[token.scope]}</Badge>
            {expired && <Badge colorPalette="red">{TEXTS.expired}</Badge>}
          </Flex>
          <Flex as="dl" gap="4" wrap="wrap">
            <Fact label={TEXTS.created}>{formatDate(token.created_at)}</Fact>
            <Fact label={expired ? TEXTS.expired : TEXTS.expires}>{formatDate(token.expires_at)}</Fact>
            <Fact label={TEXTS.lastUsed}>{token.last_used_at ? formatDateTime(token.last_used_at) : TEXTS.never}</Fact>
          </Flex>
          <Box>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              aria-describedby={titleId}
            >
              <FiTrash2 aria-hidden /> {TEXTS.revoke}
            </Button>
          </Box>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={TEXTS.revokeTitle}
        confirmLabel={TEXTS.revoke}
        isPending={revoke.isPending}
        onConfirm={() =>
          !revoke.isPending && revoke.mutate({ path: { id: token.id } }, { onSuccess: () => setConfirming(false) })
        }
      >
        {TEXTS.revokeBody({ name: token.name })}
      </ConfirmDialog>
    </Card.Root>
  )
}

/**
 * Settings' "API tokens": the account's personal tokens, a new one (shown once, then never again),
 * and revocation. Making one needs a verified address (the server refuses it otherwise, and a
 * refusal would end the session), so an unverified account is told so instead of offered it.
 */
export function ApiTokens() {
  const { user } = useCurrentUser()
  const tokens = useQuery(apiTokensQuery())
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<ApiTokenCreated | null>(null)
  const verified = user?.email_verified === true
  return (
    <Stack gap="4" maxW="2xl">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h2" size="md">
          {TEXTS.title}
        </Heading>
        {verified && (
          <Button size="sm" onClick={() => setCreating(true)}>
            <FiPlus aria-hidden /> {TEXTS.create}
          </Button>
        )}
      </Flex>
      <Text color="fg.muted">
        {TEXTS.intro}{' '}
        <Code overflowWrap="anywhere" whiteSpace="normal">
          {API_TOKEN_HEADER}
        </Code>
      </Text>
      {user && !verified && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{TEXTS.verifyFirst}</Alert.Title>
        </Alert.Root>
      )}
      <QueryState
        query={tokens}
        loading={<CardListSkeleton label={TEXTS.loading} cardHeight="28" />}
        errorTitle={TEXTS.loadError}
        isEmpty={tokens.data?.data.length === 0}
        empty={<EmptyState title={TEXTS.emptyTitle} description={TEXTS.emptyDescription} icon={<FiKey />} />}
      >
        <Stack gap="3">
          {tokens.data?.data.map((token) => (
            <ApiTokenRow key={token.id} token={token} />
          ))}
        </Stack>
      </QueryState>
      <CreateApiTokenDialog open={creating} onOpenChange={setCreating} onCreated={setCreated} />
      <NewApiTokenDialog created={created} onClose={() => setCreated(null)} />
    </Stack>
  )
}
