import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import { EXPORT_PATHS, OPEN_DATA_LICENSE } from '../../../../common/open-data'
import { OPEN_DATA_PAGE } from '../../../../common/site'
import { EmbedSnippet } from '../../../entities/hackathon/components/EmbedSnippet'
import { embedSnippets } from '../../../entities/hackathon/embed'
import { apiBase } from '../../../lib/api'
import { usePageTitle } from '../../../lib/usePageTitle'
import { scriptHint, OPEN_DATA_TEXTS as TEXTS } from '../texts'

/** The filters of the page's example snippets. */
const EXAMPLE_FILTERS = 'themes=ai&free=true'

/** `/open-data`: what can be downloaded, under which licence, and how to show the list on another site. */
export function OpenDataPage() {
  usePageTitle(OPEN_DATA_PAGE.title, OPEN_DATA_PAGE.description)
  // Where the API is served: the export, the element's script and the iframe page are there.
  const origin = new URL(apiBase() || '/', window.location.href).origin
  const snippets = embedSnippets(origin, EXAMPLE_FILTERS)
  const downloads = [
    { name: TEXTS.json, hint: TEXTS.jsonHint, url: `${origin}${EXPORT_PATHS.json}` },
    { name: TEXTS.csv, hint: TEXTS.csvHint, url: `${origin}${EXPORT_PATHS.csv}` },
  ]
  return (
    <Stack gap="8" maxW="3xl">
      <Box>
        <Heading as="h1" size="2xl" mb="3">
          {OPEN_DATA_PAGE.title}
        </Heading>
        <Text>{OPEN_DATA_PAGE.description}</Text>
      </Box>
      <Box as="section" aria-labelledby="open-data-downloads">
        <Heading as="h2" size="lg" id="open-data-downloads" mb="2">
          {TEXTS.dataHeading}
        </Heading>
        <Text mb="3">{TEXTS.dataIntro}</Text>
        <List.Root gap="2" ps="5">
          {downloads.map(({ name, hint, url }) => (
            <List.Item key={name}>
              {TEXTS.download({ format: name })}{' '}
              <Link href={url} variant="underline" colorPalette="blue" overflowWrap="anywhere">
                {url}
              </Link>{' '}
              <Text as="span" color="fg.muted">
                {TEXTS.downloadHint({ hint })}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Box as="section" aria-labelledby="open-data-licence">
        <Heading as="h2" size="lg" id="open-data-licence" mb="2">
          {TEXTS.licenseHeading}
        </Heading>
        <Text>
          {TEXTS.licenseBefore}
          <Link href={OPEN_DATA_LICENSE.url} variant="underline" colorPalette="blue" rel="license">
            {OPEN_DATA_LICENSE.name}
          </Link>
          {TEXTS.licenseAfter}
        </Text>
      </Box>
      <Stack as="section" aria-labelledby="open-data-embed" gap="5">
        <Box>
          <Heading as="h2" size="lg" id="open-data-embed" mb="2">
            {TEXTS.embedHeading}
          </Heading>
          <Text>{TEXTS.embedIntro}</Text>
        </Box>
        <EmbedSnippet form="script" title={TEXTS.scriptHeading} hint={scriptHint()} code={snippets.script} />
        <EmbedSnippet form="iframe" title={TEXTS.iframeHeading} hint={TEXTS.iframeHint} code={snippets.iframe} />
      </Stack>
    </Stack>
  )
}
