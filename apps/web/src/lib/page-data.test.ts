import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Plan } from '@portal/shared';
import { pageDataScript, readPageData, seedPageData } from './page-data';
import { subscriptionKeys } from './query-keys';

const plan: Plan = {
  id: 7,
  subscriptionName: 'Hospital </script><script>alert(1)</script>',
  subscriptionType: 3,
  patientCount: 100,
  duration: 365,
  totalPaise: 1_000_000,
  description: '<p>One year</p>',
  isActive: true,
};

/** A page holding `html` in its body, as far as readPageData looks at it. */
function pageWith(html: string): Document {
  const match = /<script type="application\/json" id="([^"]+)">(.*?)<\/script>/s.exec(html);
  return {
    getElementById: (id: string) =>
      match && match[1] === id ? ({ textContent: match[2] } as HTMLElement) : null,
  } as unknown as Document;
}

describe('the data a page was rendered with', () => {
  it('is written so that no text in it can end its element, and reads back whole', () => {
    const script = pageDataScript({ activePlans: [plan] });
    // One element: the plan's name cannot close it and open a script of its own.
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<script>alert');
    expect(readPageData(pageWith(script))).toEqual({ activePlans: [plan] });
  });

  it('is none on a page the server did not render, or whose element is unreadable', () => {
    expect(readPageData(pageWith('<div id="root"></div>'))).toEqual({});
    expect(
      readPageData(pageWith('<script type="application/json" id="page-data">{"activePl</script>')),
    ).toEqual({});
  });

  it("fills the plan page's query, and nothing when there is no data", () => {
    const queryClient = new QueryClient();
    seedPageData(queryClient, {});
    expect(queryClient.getQueryData(subscriptionKeys.activePlans())).toBeUndefined();
    seedPageData(queryClient, { activePlans: [plan] });
    expect(queryClient.getQueryData(subscriptionKeys.activePlans())).toEqual([plan]);
  });
});
