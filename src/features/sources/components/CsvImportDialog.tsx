import { Box, Button, Dialog, Field, Heading, Input, Link, List, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FiDownload } from 'react-icons/fi'
import { CSV_TEMPLATE_FILE_NAME, CSV_TEMPLATE_PATH } from '../../../../common/csv-import'
import { mayPublishImports } from '../../../../common/policy'
import { SOURCE_LIMITS } from '../../../../common/sources'
import type { CsvImportReport } from '../../../client/types.gen'
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame'
import { useCurrentUser } from '../../../entities/session/hooks'
import { apiBase } from '../../../lib/api'
import { useImportCsv } from '../mutations'
import { CSV_TEXTS, fileTooLarge, invalidRow } from '../texts'
import { RunReport } from './RunReport'

/** The rows a CSV upload refused: each line number with what is wrong with it. */
function InvalidRows({ report }: { report: CsvImportReport }) {
  if (report.invalid.length === 0) return <Text color="green.fg">{CSV_TEXTS.allValid}</Text>
  return (
    <Box>
      <Heading as="h3" size="sm" mb="1" color="fg.error">
        {CSV_TEXTS.invalidRows({ count: report.invalid.length })}
      </Heading>
      <List.Root fontSize="sm" gap="1" ps="5" aria-label={CSV_TEXTS.invalidRows({ count: report.invalid.length })}>
        {report.invalid.map((row) => (
          <List.Item key={row.line}>{invalidRow(row.line, row.messages)}</List.Item>
        ))}
      </List.Root>
    </Box>
  )
}

interface CsvImportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * CSV import: choose a file, check it (a dry run stores nothing and reports every bad row), then
 * import it: to the review queue for editors, listed at once for moderators (the dialog says which).
 */
export function CsvImportDialog({ open, onOpenChange }: CsvImportDialogProps) {
  const mayPublish = mayPublishImports(useCurrentUser().role)
  const upload = useImportCsv()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [report, setReport] = useState<CsvImportReport | null>(null)

  const send = (dryRun: boolean) => {
    if (!file) return setFileError(CSV_TEXTS.fileRequired)
    upload.mutate({ body: { file }, query: { dry_run: dryRun } }, { onSuccess: setReport })
  }
  const choose = (chosen: File | null) => {
    setReport(null)
    setFile(chosen)
    setFileError(chosen && chosen.size > SOURCE_LIMITS.csvMaxBytes ? fileTooLarge() : null)
  }
  const close = (isOpen: boolean) => {
    if (!isOpen) {
      setFile(null)
      setReport(null)
      setFileError(null)
    }
    onOpenChange(isOpen)
  }
  const checked = report?.dry_run === true

  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      title={CSV_TEXTS.title}
      description={mayPublish ? CSV_TEXTS.publishNote : CSV_TEXTS.reviewNote}
      size="lg"
    >
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={fileError !== null}>
            <Field.Label>{CSV_TEXTS.file}</Field.Label>
            <Input
              type="file"
              accept=".csv,text/csv"
              p="1"
              onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
            />
            {fileError ? (
              <Field.ErrorText>{fileError}</Field.ErrorText>
            ) : (
              <Field.HelperText>{CSV_TEXTS.fileHelp}</Field.HelperText>
            )}
          </Field.Root>
          <Link
            href={`${apiBase()}/api/v1${CSV_TEMPLATE_PATH}`}
            download={CSV_TEMPLATE_FILE_NAME}
            color="blue.fg"
            fontSize="sm"
          >
            <FiDownload aria-hidden /> {CSV_TEXTS.template}
          </Link>
          {report && (
            <Stack as="section" aria-label={report.dry_run ? CSV_TEXTS.dryRunDone : CSV_TEXTS.imported} gap="3">
              <Text fontWeight="semibold">{report.dry_run ? CSV_TEXTS.dryRunDone : CSV_TEXTS.imported}</Text>
              <RunReport report={report} />
              <InvalidRows report={report} />
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        <DialogCancel disabled={upload.isPending} />
        <Button
          variant="outline"
          onClick={() => send(true)}
          loading={upload.isPending && upload.variables?.query?.dry_run === true}
          disabled={upload.isPending || fileError !== null}
        >
          {CSV_TEXTS.dryRun}
        </Button>
        <Button
          onClick={() => send(false)}
          loading={upload.isPending && upload.variables?.query?.dry_run === false}
          disabled={upload.isPending || !checked || fileError !== null}
        >
          {CSV_TEXTS.import}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  )
}
