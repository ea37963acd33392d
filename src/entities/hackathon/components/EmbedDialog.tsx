import { Box, Dialog, Heading, Stack } from '@chakra-ui/react'
import { useEffect, useId, useRef } from 'react'
import { EMBED_ELEMENT, EMBED_PATHS } from '../../../../common/open-data'
import { DialogFrame } from '../../../components/DialogFrame'
import { embedSnippets, filtersAttribute } from '../embed'
import type { HomeFilters } from '../homeSearch'
import { EMBED_DIALOG_TEXTS } from '../texts'
import { EmbedSnippet } from './EmbedSnippet'

/** Loads the element's script once per page, from where the snippets load it. */
function loadEmbedScript(origin: string) {
  const src = `${origin}${EMBED_PATHS.script}`
  if ([...document.scripts].some((script) => script.src === src)) return
  const script = document.createElement('script')
  script.type = 'module'
  script.src = src
  document.head.append(script)
}

/** The list as another site would show it: the real element, from the real script. */
function EmbedPreview({ origin, filters }: { origin: string; filters: string }) {
  const host = useRef<HTMLDivElement>(null)
  const headingId = useId()
  useEffect(() => {
    loadEmbedScript(origin)
    const element = document.createElement(EMBED_ELEMENT)
    if (filters) element.setAttribute('filters', filters)
    host.current?.replaceChildren(element)
  }, [origin, filters])
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId} mb="2">
        {EMBED_DIALOG_TEXTS.preview}
      </Heading>
      <Box ref={host} borderWidth="1px" rounded="md" data-testid="embed-preview" />
    </Box>
  )
}

interface EmbedDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  filters: HomeFilters
  /** Where the API, the element's script and the iframe page are served. */
  origin: string
}

/** "Embed this list": the snippets of the upcoming hackathons under the homepage's filters, and a live preview. */
export default function EmbedDialog({ open, onOpenChange, filters, origin }: EmbedDialogProps) {
  const attribute = filtersAttribute(filters)
  const snippets = embedSnippets(origin, attribute)
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={EMBED_DIALOG_TEXTS.title}
      description={EMBED_DIALOG_TEXTS.description}
      size="lg"
    >
      <Dialog.Body pb="6">
        <Stack gap="6">
          <EmbedSnippet
            form="script"
            title={EMBED_DIALOG_TEXTS.script}
            hint={EMBED_DIALOG_TEXTS.scriptHint}
            code={snippets.script}
          />
          <EmbedSnippet
            form="iframe"
            title={EMBED_DIALOG_TEXTS.iframe}
            hint={EMBED_DIALOG_TEXTS.iframeHint}
            code={snippets.iframe}
          />
          <EmbedPreview origin={origin} filters={attribute} />
        </Stack>
      </Dialog.Body>
    </DialogFrame>
  )
}
