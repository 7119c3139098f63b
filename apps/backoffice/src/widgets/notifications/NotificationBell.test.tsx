import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tourplanner/api-client/app-api';
import type { NotificationRow } from '@tourplanner/domain/wire/notifications';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { makeRankedHostess, makeUser, renderWithApp, stubApi } from '../../test/render';
import { NotificationBell } from './NotificationBell';

const wire = (d: Date) => {
  const p = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  return p.replace('T', ' ');
};

function row(patch: Partial<NotificationRow> = {}): NotificationRow {
  const now = Date.now();
  return {
    uuid: 'n-1',
    kind: 'late_start',
    created: { date: '2026-11-29 10:15:00' },
    read: false,
    text: 'Hostessa Ola Test nie rozpoczęła akcji AK-000007 „Degustacja” w ciągu 15 min od startu.',
    action: {
      uuid: 'a-7',
      ident: 'AK-000007',
      name: 'Degustacja',
      since: { date: wire(new Date(now - 30 * 60_000)) },
      until: { date: wire(new Date(now + 3 * 3_600_000)) },
      status: 'accepted',
      territory: { uuid: 't-1' },
      points: [{ uuid: 'p-1' }],
      users: [{ uuid: 'h-ola' }],
    },
    hostess: { uuid: 'h-ola', firstname: 'Ola', lastname: 'Test' },
    ...patch,
  };
}

function signedIn() {
  useSession.setState({
    token: { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } },
    user: makeUser(),
  });
}

describe('NotificationBell', () => {
  it('names the unread count, opens the alerts with a link to the action, and marks one read', async () => {
    signedIn();
    let read = false;
    const spy = stubApi({
      notificationList: () => ({ notifications: [row({ read })], unread: read ? 0 : 1 }),
      notificationRead: () => {
        read = true;
        return { unread: 0 };
      },
      actionPersonnel: () => [],
    });
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Powiadomienia, nieprzeczytane: 1' });
    // The popover's state is told by the button itself (on the badge's box it is not allowed: axe).
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelectorAll('[aria-expanded]')).toHaveLength(1);
    await userEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(/nie rozpoczęła akcji AK-000007/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Otwórz akcję AK-000007' }).getAttribute('href')).toBe(
      '/actions/a-7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Oznacz jako przeczytane' }));
    expect(spy).toHaveBeenCalledWith('notificationRead', { uuids: ['n-1'] });
    expect(await screen.findByRole('button', { name: 'Powiadomienia' })).toBeTruthy();
  });

  it("offers the ranked free hostesses but the action's own, and Przypisz reassigns in one click", async () => {
    signedIn();
    let replaced = false;
    const spy = stubApi({
      // After the replacement the action is Iza's: the alert offers no replacement any more.
      notificationList: () => ({
        notifications: [replaced ? row({ action: { ...row().action, users: [{ uuid: 'h-iza' }] } }) : row()],
        unread: 1,
      }),
      actionPersonnel: () => [
        makeRankedHostess({ uuid: 'h-iza', firstname: 'Iza' }),
        makeRankedHostess({ uuid: 'h-ola', firstname: 'Ola' }),
        makeRankedHostess({
          uuid: 'h-ewa',
          firstname: 'Ewa',
          clash: {
            uuid: null,
            ident: null,
            kind: 'overlap',
            since: { date: '2026-11-29 10:00:00' },
            until: { date: '2026-11-29 12:00:00' },
          },
        }),
      ],
      actionReassign: () => {
        replaced = true;
        return {};
      },
    });
    renderWithApp(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: /^Powiadomienia/ }));
    const assign = await screen.findByRole('button', { name: 'Przypisz Iza Test do akcji AK-000007' });
    expect(screen.queryByRole('button', { name: /Przypisz Ola/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Przypisz Ewa/ })).toBeNull();
    await userEvent.click(assign);
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('actionReassign', {
        action: { uuid: 'a-7' },
        user: { uuid: 'h-iza' },
        from: { uuid: 'h-ola' },
      }),
    );
    expect(await screen.findByText('Przypisano Iza Test do akcji AK-000007.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Przypisz/ })).toBeNull());
  });

  it('asks why before giving the action to a hostess outside her declared availability', async () => {
    signedIn();
    const spy = stubApi({
      notificationList: () => ({ notifications: [row()], unread: 1 }),
      actionPersonnel: () => [
        makeRankedHostess({ uuid: 'h-iza', firstname: 'Iza', availability: 'outside' }),
        makeRankedHostess({ uuid: 'h-ada', firstname: 'Ada', availability: 'undeclared' }),
      ],
      actionReassign: () => ({}),
    });
    renderWithApp(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: /^Powiadomienia/ }));
    expect(await screen.findByText(/poza zadeklarowaną dostępnością/)).toBeTruthy();
    expect(screen.getByText(/brak deklaracji dostępności/)).toBeTruthy();
    const assign = screen.getByRole('button', { name: 'Przypisz Iza Test do akcji AK-000007' });
    await userEvent.click(assign);
    // Nothing is sent yet: the reason is asked for first, and a too short one is not accepted.
    expect(spy.mock.calls.some(([name]) => name === 'actionReassign')).toBe(false);
    expect(assign.getAttribute('aria-expanded')).toBe('true');
    const reason = screen.getByRole('textbox', { name: /Powód przypisania poza dostępnością/ });
    const anyway = screen.getByRole('button', { name: 'Przypisz mimo to' });
    await userEvent.type(reason, 'ok');
    expect((anyway as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(reason, ' — potwierdziła telefonicznie');
    await userEvent.click(anyway);
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('actionReassign', {
        action: { uuid: 'a-7' },
        user: { uuid: 'h-iza' },
        from: { uuid: 'h-ola' },
        availabilityOverride: 'ok — potwierdziła telefonicznie',
      }),
    );
    expect(await screen.findByText('Przypisano Iza Test do akcji AK-000007.')).toBeTruthy();
  });

  it('shows a refusal of the replacement in Polish', async () => {
    signedIn();
    stubApi({
      notificationList: () => ({ notifications: [row()], unread: 1 }),
      actionPersonnel: () => [makeRankedHostess({ uuid: 'h-iza', firstname: 'Iza' })],
      actionReassign: () => {
        throw new ApiError({
          code: 'E_HOSTESS_BUSY',
          status: 409,
          message: 'Hostessa ma w tym czasie inną akcję.',
          fields: [
            { path: 'action.users.0', message: 'Iza Test koliduje z AK-000009 (29.11.2026 10:00–12:00).' },
          ],
        });
      },
    });
    renderWithApp(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: /^Powiadomienia/ }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Przypisz Iza Test do akcji AK-000007' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Iza Test koliduje z AK-000009');
  });
});
