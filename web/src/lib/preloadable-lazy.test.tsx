import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module whose code arrives when the test says. */
function deferredModule() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const code = new Promise<typeof Greeting>((resolve, reject) => {
    arrive = () => resolve(Greeting);
    fail = reject;
  });
  return { Lazy: preloadableLazy(() => code), arrive, fail };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('preloadableLazy', () => {
  it('shows the fallback while the code is on its way, then the component, with no Suspense around it', async () => {
    const { Lazy, arrive } = deferredModule();
    render(<Lazy name="Ada" fallback={<p>Loading chart</p>} />);
    expect(screen.getByText('Loading chart')).toBeTruthy();
    arrive();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading chart')).toBeNull();
  });

  it('renders at once when the code was preloaded, and asks for it once', async () => {
    let asked = 0;
    const Lazy = preloadableLazy(async () => {
      asked += 1;
      return Greeting;
    });
    await Lazy.preload();
    render(<Lazy name="Grace" fallback={<p>Loading chart</p>} />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(asked).toBe(1);
  });

  it('throws a failed download to the error boundary', async () => {
    const { Lazy, fail } = deferredModule();
    render(
      <Boundary>
        <Lazy name="Alan" />
      </Boundary>,
    );
    fail(new Error('chunk missing'));
    expect(await screen.findByText('Failed: chunk missing')).toBeTruthy();
  });
});
