import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { FiCopy } from 'react-icons/fi'
import { showError, showSuccess } from '../../../lib/toasts'
import { EMBED_DIALOG_TEXTS } from '../texts'

async function copySnippet(code: string) {
  try {
    await navigator.clipboard.writeText(code)
    showSuccess(EMBED_DIALOG_TEXTS.copied)
  } catch {
    showError(undefined, EMBED_DIALOG_TEXTS.copyFailed)
  }
}

interface EmbedSnippetProps {
  /** Which snippet: its copy button names it. */
  form: 'script' | 'iframe'
  title: string
  hint: string
  code: string
  /** The heading's level where the snippet sits: h3 under a dialog's or a section's title. */
  headingLevel?: 'h2' | 'h3'
}

/** A snippet to paste into another site: its name, what it is for, the code wrapped to fit, and a copy button. */
export function EmbedSnippet({ form, title, hint, code, headingLevel = 'h3' }: EmbedSnippetProps) {
  const headingId = useId()
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="1">
        <Heading as={headingLevel} size="sm" id={headingId}>
          {title}
        </Heading>
        <Button
          size="xs"
          variant="outline"
          aria-label={form === 'script' ? EMBED_DIALOG_TEXTS.copyScript : EMBED_DIALOG_TEXTS.copyIframe}
          onClick={() => void copySnippet(code)}
        >
          <FiCopy aria-hidden /> {EMBED_DIALOG_TEXTS.copyLabel}
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {hint}
      </Text>
      {/* Wrapped rather than scrolled: it reads whole on a phone and needs no scrolling by keyboard. */}
      <Box
        as="pre"
        fontFamily="mono"
        fontSize="xs"
        bg="bg.muted"
        p="3"
        rounded="md"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        <code>{code}</code>
      </Box>
    </Box>
  )
}
