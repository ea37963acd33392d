import { Button, ChakraProvider } from '@chakra-ui/react'
import { render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { designSystemOnFirstUse } from '../../src/design-system'

/** Shows what a child threw, as the routes' error components do. */
class ShowError extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

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

  it('hands a failed load to the error boundary instead of waiting for ever', async () => {
    vi.resetModules()
    vi.doMock('../../src/theme', () => {
      throw new Error('The network is down')
    })
    onTestFinished(() => {
      vi.doUnmock('../../src/theme')
    })
    const offline = await import('../../src/design-system')
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    onTestFinished(() => quiet.mockRestore())
    render(
      <ChakraProvider value={offline.designSystemOnFirstUse()}>
        <ShowError>
          <Suspense fallback={<p>Loading the button</p>}>
            <Button>Subscribe</Button>
          </Suspense>
        </ShowError>
      </ChakraProvider>,
    )
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.queryByText('Loading the button')).not.toBeInTheDocument()
  })
})
