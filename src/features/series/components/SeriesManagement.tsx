import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { FiPlus } from 'react-icons/fi'
import { PageHeader } from '../../../components/PageHeader'
import { useMayCall } from '../../../entities/session/hooks'
import { SERIES_TEXTS } from '../texts'
import { SeriesFormDialog } from './SeriesFormDialog'
import { SeriesTable } from './SeriesTable'

interface SeriesManagementProps {
  page: number
  onPageChange: (page: number) => void
}

/** `/series`: the series table; Add Series for the roles that may create one. */
export function SeriesManagement({ page, onPageChange }: SeriesManagementProps) {
  const [adding, setAdding] = useState(false)
  const canAdd = useMayCall('createSeries')
  return (
    <>
      <PageHeader
        title={SERIES_TEXTS.heading}
        action={
          canAdd && (
            <Button onClick={() => setAdding(true)}>
              <FiPlus aria-hidden /> {SERIES_TEXTS.add}
            </Button>
          )
        }
      />
      <SeriesTable page={page} onPageChange={onPageChange} />
      {canAdd && <SeriesFormDialog open={adding} onOpenChange={setAdding} />}
    </>
  )
}
