import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { forwardRef, useState } from 'react'
import { FiEye, FiEyeOff } from 'react-icons/fi'

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
          aria-label={visible ? 'Hide password' : 'Show password'}
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
