import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { SourceRunReport } from '../../../client/types.gen'
import { REPORT_TEXTS } from '../texts'

const COUNTS = ['seen', 'created', 'updated', 'suggested', 'unchanged'] as const

/**
 * What a run (or a preview, or a CSV upload) read and did: its counts, every skipped item with its
 * reason, and the error that stopped it.
 */
export function RunReport({ report }: { report: SourceRunReport }) {
  return (
    <Stack gap="3">
      {report.error && (
        <Text color="fg.error" role="alert">
          {REPORT_TEXTS.error({ error: report.error })}
        </Text>
      )}
      <SimpleGrid as="dl" columns={{ base: 3, sm: 6 }} gap="2">
        {COUNTS.map((count) => (
          <Box key={count}>
            <Text as="dt" fontSize="xs" color="fg.muted">
              {REPORT_TEXTS[count]}
            </Text>
            <Text as="dd" fontSize="lg" fontWeight="semibold" data-count={count}>
              {report[count]}
            </Text>
          </Box>
        ))}
        <Box>
          <Text as="dt" fontSize="xs" color="fg.muted">
            {REPORT_TEXTS.skipped}
          </Text>
          <Text as="dd" fontSize="lg" fontWeight="semibold" data-count="skipped">
            {report.skipped.length}
          </Text>
        </Box>
      </SimpleGrid>
      {report.skipped.length > 0 && (
        <Box>
          <Heading as="h3" size="sm" mb="1">
            {REPORT_TEXTS.skippedList}
          </Heading>
          <List.Root fontSize="sm" gap="1" ps="5" aria-label={REPORT_TEXTS.skippedList}>
            {report.skipped.map((item) => (
              <List.Item key={item.item_id}>
                {REPORT_TEXTS.skippedItem({ name: item.name ?? REPORT_TEXTS.noName, reason: item.reason })}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  )
}
