import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { testSession } from '../../test/session';
import { drawPagesFor, pagesDrawnFor } from './api-client';
import { followSessionHospital, sessionQueryKey } from './session';

const sessionIn = (hospitalId: number | null, hospitalName: string | null) =>
  testSession({ hospitalId, hospitalName });

describe('the hospital the pages of a window are drawn for', () => {
  afterEach(() => drawPagesFor(null));

  it('follows the session, and says so when another window changed it', () => {
    const client = new QueryClient();
    const changedTo: (string | null)[] = [];
    const stop = followSessionHospital(client, (user) => changedTo.push(user.hospitalName));

    client.setQueryData(sessionQueryKey, sessionIn(1, 'City Hospital'));
    expect(pagesDrawnFor()).toBe(1);
    expect(changedTo).toEqual([]);

    // This window's own switch draws its pages for the new hospital before the session says so.
    drawPagesFor(2);
    client.setQueryData(sessionQueryKey, sessionIn(2, 'Hill Hospital'));
    expect(changedTo).toEqual([]);

    // Another window switched: the session read again names a third hospital.
    client.setQueryData(sessionQueryKey, sessionIn(3, 'River Hospital'));
    expect(changedTo).toEqual(['River Hospital']);
    expect(pagesDrawnFor()).toBe(3);

    // Removed from every hospital: nothing to move to (the page's guard speaks), no hospital sent.
    client.setQueryData(sessionQueryKey, sessionIn(null, null));
    expect(changedTo).toEqual(['River Hospital']);
    expect(pagesDrawnFor()).toBeNull();

    // Signed out, then another doctor signs in: a first hospital, not a change.
    client.setQueryData(sessionQueryKey, null);
    client.setQueryData(sessionQueryKey, sessionIn(4, 'Sea Hospital'));
    expect(changedTo).toEqual(['River Hospital']);
    expect(pagesDrawnFor()).toBe(4);

    stop();
    client.setQueryData(sessionQueryKey, sessionIn(5, 'Lake Hospital'));
    expect(pagesDrawnFor()).toBe(4);
  });
});
