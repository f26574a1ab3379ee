import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { createEventBus, type Session } from '@specify/contracts';
import { RemoteErrorBoundary } from '../remote-app/remote-error-boundary';
import { RemoteRouter } from '../remote-app/remote-router';
import { RemoteRouter as CoreRemoteRouter } from '../index';
import { useSession } from '../remote-app/use-session';

describe('RemoteErrorBoundary', () => {
  it('keeps a render error inside the region and renders again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <p>Recovered</p>;
    }
    render(
      <RemoteErrorBoundary remote="mf-content">
        <Flaky />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the page could not be shown.',
    );
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});

describe('RemoteRouter', () => {
  function Where() {
    return <p>at {useLocation().pathname}</p>;
  }

  it('catches up with a navigation made while it was starting', async () => {
    window.history.pushState(null, '', '/au/products/tapware/');
    function NavigatesDuringFirstRender() {
      const [done] = useState(() => {
        window.history.pushState(null, '', '/nz/products/tapware/');
        return true;
      });
      return done ? null : null;
    }
    render(
      <RemoteRouter>
        <Where />
        <NavigatesDuringFirstRender />
      </RemoteRouter>,
    );
    expect(await screen.findByText('at /nz/products/tapware/')).toBeInTheDocument();
  });
});

describe('the core’s deprecated RemoteRouter', () => {
  it('gives a remote released before @specify/ui/remote-router the router its hooks need', async () => {
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    window.history.pushState(null, '', '/au/products/basins/');
    render(
      <CoreRemoteRouter>
        <Where />
      </CoreRemoteRouter>,
    );
    expect(await screen.findByText('at /au/products/basins/')).toBeInTheDocument();
  });
});

describe('useSession', () => {
  it('follows auth:changed events from the bus', () => {
    const bus = createEventBus({ target: new EventTarget() });
    function Who() {
      const session = useSession({ status: 'anonymous' }, bus);
      return <p>{session.status === 'anonymous' ? 'visitor' : session.account.email}</p>;
    }
    render(<Who />);
    expect(screen.getByText('visitor')).toBeInTheDocument();
    const session: Session = {
      status: 'authenticated',
      account: {
        accountId: 'a',
        email: 'trade@example.com',
        isInternalUser: false,
        companyName: 'Acme',
      },
    };
    act(() => {
      bus.publish('auth:changed', { session });
    });
    expect(screen.getByText('trade@example.com')).toBeInTheDocument();
  });
});
