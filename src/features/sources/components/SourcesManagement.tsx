import { Button, HStack } from '@chakra-ui/react'
import { useState } from 'react'
import { FiPlus, FiUpload } from 'react-icons/fi'
import { PageHeader } from '../../../components/PageHeader'
import { CSV_TEXTS, SOURCES_TEXTS } from '../texts'
import { CsvImportDialog } from './CsvImportDialog'
import { SourceFormDialog } from './SourceFormDialog'
import { SourcesTable } from './SourcesTable'

interface SourcesManagementProps {
  page: number
  onPageChange: (page: number) => void
}

/** `/sources`: the sources table, Add Source and the CSV import. */
export function SourcesManagement({ page, onPageChange }: SourcesManagementProps) {
  const [adding, setAdding] = useState(false)
  const [importing, setImporting] = useState(false)
  return (
    <>
      <PageHeader
        title={SOURCES_TEXTS.heading}
        action={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FiUpload aria-hidden /> {CSV_TEXTS.open}
            </Button>
            <Button onClick={() => setAdding(true)}>
              <FiPlus aria-hidden /> {SOURCES_TEXTS.add}
            </Button>
          </HStack>
        }
      />
      <SourcesTable page={page} onPageChange={onPageChange} />
      <SourceFormDialog open={adding} onOpenChange={setAdding} />
      <CsvImportDialog open={importing} onOpenChange={setImporting} />
    </>
  )
}
