import { Box, Button, HStack, Image, Input, Progress, Stack, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FiUpload } from 'react-icons/fi'
import { LIMITS } from '../../../../common/limits'
import { uploadImage } from '../../../client/sdk.gen'
import { errorText } from '../../../lib/errors'
import { ERROR_TEXTS } from '../../../lib/texts'
import { HACKATHON_FORM_TEXTS } from '../texts'

interface ImageFieldProps {
  registration: UseFormRegisterReturn<'image'>
  value: string
  onUploaded: (url: string) => void
  invalid: boolean
}

/** The hackathon image: a URL typed in, or a file uploaded to the server, with progress and a preview. */
export function ImageField({ registration, value, onUploaded, invalid }: ImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)

  async function upload(file: File) {
    setUploadError(null)
    if (!file.type.startsWith('image/')) return setUploadError(HACKATHON_FORM_TEXTS.uploadNotImage)
    if (file.size > LIMITS.imageUploadBytes) return setUploadError(HACKATHON_FORM_TEXTS.uploadTooLarge)
    setProgress(0)
    try {
      const { data } = await uploadImage({
        body: { file },
        throwOnError: true,
        onUploadProgress: (event) => setProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      })
      onUploaded(data.image_url)
    } catch (error) {
      const text = errorText(error)
      setUploadError(text === ERROR_TEXTS.fallback ? HACKATHON_FORM_TEXTS.uploadFailed : text)
    } finally {
      setProgress(null)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  return (
    <Stack gap="2">
      <HStack gap="2" align="start">
        <Input
          {...registration}
          type="url"
          placeholder={HACKATHON_FORM_TEXTS.imagePlaceholder}
          aria-invalid={invalid}
        />
        <Button
          variant="outline"
          onClick={() => fileInput.current?.click()}
          loading={progress !== null}
          loadingText={HACKATHON_FORM_TEXTS.uploading}
          flexShrink={0}
        >
          <FiUpload aria-hidden /> {HACKATHON_FORM_TEXTS.upload}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
          hidden
          aria-label={HACKATHON_FORM_TEXTS.imageFile}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void upload(file)
          }}
        />
      </HStack>
      {progress !== null && (
        <Progress.Root value={progress} size="xs" aria-label={HACKATHON_FORM_TEXTS.uploadProgress}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {uploadError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {uploadError}
        </Text>
      )}
      {value && !uploadError && (
        <Box borderWidth="1px" rounded="md" overflow="hidden" maxW="xs">
          <Image src={value} alt={HACKATHON_FORM_TEXTS.imagePreview} h="150px" w="full" objectFit="cover" />
        </Box>
      )}
      <Text fontSize="xs" color="fg.muted">
        {HACKATHON_FORM_TEXTS.uploadHint}
      </Text>
    </Stack>
  )
}
