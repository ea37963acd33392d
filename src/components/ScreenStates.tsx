import { Box, Table } from '@chakra-ui/react'
import { loadingStatus } from '../lib/loadingStatus'
import { LOAD_ERROR } from './PagedTable'
import { PageHeader } from './PageHeader'
import { routeLoadError } from './QueryState'
import { TableSkeleton } from './TableSkeleton'

/** The pending state of a management screen: its heading and a table of placeholders. */
export function tableScreenPending(title: string) {
  return function TableScreenPending() {
    return (
      <>
        <PageHeader title={title} />
        <Box {...loadingStatus(`Loading ${title}`)}>
          <Table.Root size="sm">
            <TableSkeleton columns={4} />
          </Table.Root>
        </Box>
      </>
    )
  }
}

/** The error state of a management screen whose first load failed: its heading and the load error. */
export function tableScreenError(title: string, errorTitle: string = LOAD_ERROR) {
  return routeLoadError(errorTitle, (content) => (
    <>
      <PageHeader title={title} />
      {content}
    </>
  ))
}
