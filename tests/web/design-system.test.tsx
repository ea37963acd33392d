import { Button, ChakraProvider } from '@chakra-ui/react'
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { designSystemOnFirstUse } from '../../src/design-system'

describe('the design system, loaded when first needed', () => {
  it("suspends a Chakra component rendered before the system has loaded, then renders it in the system's look", async () => {
    render(
      <ChakraProvider value={designSystemOnFirstUse()}>
        <p>Plain text paints at once</p>
        <Suspense fallback={<p>Loading the button</p>}>
          <Button colorPalette="blue">Subscribe</Button>
        </Suspense>
      </ChakraProvider>,
    )
    expect(screen.getByText('Plain text paints at once')).toBeInTheDocument()
    expect(screen.getByText('Loading the button')).toBeInTheDocument()
    const button = await screen.findByRole('button', { name: 'Subscribe' })
    // The button recipe's class: Chakra styled it with the loaded system.
    expect(button.className).toMatch(/chakra-button/)
    expect(screen.queryByText('Loading the button')).not.toBeInTheDocument()
  })
})
