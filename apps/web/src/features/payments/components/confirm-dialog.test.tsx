import '../text-values';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render';
import { paymentsTextValues as text } from '../text-values';
import { ConfirmBuyDialog } from './confirm-dialog';

/** The page's part: it opens the dialog, and closes it when the order fails. */
function Page({ onConfirm }: { onConfirm: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button onClick={() => setOpened(true)}>Open</button>
      <button onClick={() => setOpened(false)}>Order failed</button>
      <ConfirmBuyDialog opened={opened} busy={false} onConfirm={onConfirm} onCancel={vi.fn()} />
    </>
  );
}

describe('ConfirmBuyDialog', () => {
  it('starts one order for a double click, and buys again once opened again', async () => {
    const onConfirm = vi.fn();
    const { user } = renderInApp(<Page onConfirm={onConfirm} />);
    const buy = await screen.findByRole('button', { name: text['ui.payments.buyPlan'] });
    await user.dblClick(buy);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: text['ui.payments.cancel'] })).toBeDisabled();

    // The order failed and the page closed the dialog; the person tries again.
    await user.click(screen.getByRole('button', { name: 'Order failed', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: text['ui.payments.buyPlan'] }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
