import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { forwardRef, useState } from 'react'
import { FiEye, FiEyeOff } from 'react-icons/fi'
import { PASSWORD_INPUT_TEXTS } from '../texts'

/** A password input with a show/hide toggle; forwards its ref so react-hook-form can register it. */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false)
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? PASSWORD_INPUT_TEXTS.hide : PASSWORD_INPUT_TEXTS.show}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <FiEyeOff /> : <FiEye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  )
})
