import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import { EXPORT_PATHS, OPEN_DATA_LICENSE } from '../../../../common/open-data'
import { EmbedSnippet } from '../../../entities/hackathon/components/EmbedSnippet'
import { embedSnippets } from '../../../entities/hackathon/embed'
import { apiBase } from '../../../lib/api'
import { usePageTitle } from '../../../lib/usePageTitle'
import { OPEN_DATA_TEXTS as TEXTS } from '../texts'

/** `/open-data`: what can be downloaded, under which licence, and how to show the list on another site. */
export function OpenDataPage() {
  usePageTitle(TEXTS.title, TEXTS.description)
  // Where the API is served: the export, the element's script and the iframe page are there.
  const origin = new URL(apiBase() || '/', window.location.href).origin
  const snippets = embedSnippets(origin, TEXTS.exampleFilters)
  const downloads = [
    { name: TEXTS.json, hint: TEXTS.jsonHint, url: `${origin}${EXPORT_PATHS.json}` },
    { name: TEXTS.csv, hint: TEXTS.csvHint, url: `${origin}${EXPORT_PATHS.csv}` },
  ]
  return (
    <Stack gap="8" maxW="3xl">
      <Box>
        <Heading as="h1" size="2xl" mb="3">
          {TEXTS.title}
        </Heading>
        <Text>{TEXTS.description}</Text>
      </Box>
      <Box as="section" aria-labelledby="open-data-downloads">
        <Heading as="h2" size="lg" id="open-data-downloads" mb="2">
          {TEXTS.dataHeading}
        </Heading>
        <Text mb="3">{TEXTS.dataIntro}</Text>
        <List.Root gap="2" ps="5">
          {downloads.map(({ name, hint, url }) => (
            <List.Item key={name}>
              {name}:{' '}
              <Link href={url} variant="underline" colorPalette="blue" overflowWrap="anywhere">
                {url}
              </Link>{' '}
              <Text as="span" color="fg.muted">
                ({hint})
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
            {TEXTS.licenseName}
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
        <EmbedSnippet title={TEXTS.scriptHeading} hint={TEXTS.scriptHint} code={snippets.script} />
        <EmbedSnippet title={TEXTS.iframeHeading} hint={TEXTS.iframeHint} code={snippets.iframe} />
      </Stack>
    </Stack>
  )
}
