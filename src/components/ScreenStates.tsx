import { Box, Table } from '@chakra-ui/react'
import { loadingStatus } from '../lib/loadingStatus'
import { PageHeader } from './PageHeader'
import { type RenderedText, routeLoadError, textOf } from './QueryState'
import { TableSkeleton } from './TableSkeleton'
import { LOAD_ERROR_TEXTS } from './texts'

/**
 * The pending state of a management screen: its heading and a table of placeholders. `title` is
 * read as the state renders (`() => TEXTS.heading`), in the language active then.
 */
export function tableScreenPending(title: RenderedText) {
  return function TableScreenPending() {
    const heading = textOf(title)
    return (
      <>
        <PageHeader title={heading} />
        <Box {...loadingStatus(LOAD_ERROR_TEXTS.loadingScreen({ title: heading }))}>
          <Table.Root size="sm">
            <TableSkeleton columns={4} />
          </Table.Root>
        </Box>
      </>
    )
  }
}

/** The error state of a management screen whose first load failed: its heading and the load error. */
export function tableScreenError(title: RenderedText, errorTitle: RenderedText = () => LOAD_ERROR_TEXTS.list) {
  return routeLoadError(errorTitle, (content) => (
    <>
      <PageHeader title={textOf(title)} />
      {content}
    </>
  ))
}
