import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../relay/environment';
import { useFormAction } from './useFormAction';

/** A price form: what the admin types lives in the form, the save goes through the helper. */
function PriceForm({ save, onError }: { save: (price: string) => Promise<string>; onError: (text: string) => void }) {
  const [price, setPrice] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const action = useFormAction(save, { fallback: 'Failed to save the price.', onSuccess: setSaved, onError });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(price);
      }}
    >
      <label htmlFor="price">Min Price</label>
      <input id="price" value={price} onChange={(event) => setPrice(event.target.value)} />
      {action.fieldErrors.minPrice && <p id="price-error">{action.fieldErrors.minPrice}</p>}
      {action.error && <p role="alert">{action.error}</p>}
      {saved && <p role="status">{saved}</p>}
      <button type="submit" disabled={action.busy}>
        {action.busy ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the form helper', () => {
  it('keeps what the user typed when the save fails, and shows the field the server refused', async () => {
    const onError = vi.fn();
    const save = vi.fn(() =>
      Promise.reject(
        new GraphQLRequestError('Min Price must be 0 or more', 'BAD_USER_INPUT', {
          minPrice: 'Min Price must be 0 or more',
        }),
      ),
    );
    render(<PriceForm save={save} onError={onError} />);
    fireEvent.change(screen.getByLabelText('Min Price'), { target: { value: '-1450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Min Price must be 0 or more'));
    expect(screen.getByLabelText<HTMLInputElement>('Min Price').value).toBe('-1450');
    expect(document.getElementById('price-error')?.textContent).toBe('Min Price must be 0 or more');
    // A field's message stays beside its field: no toast.
    expect(onError).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith('-1450');
  });

  it('is busy while the call runs, ignores a second click, and reports a lost connection with its fallback', async () => {
    const onError = vi.fn();
    const call = deferred<string>();
    const save = vi.fn(() => call.promise);
    render(<PriceForm save={save} onError={onError} />);
    fireEvent.change(screen.getByLabelText('Min Price'), { target: { value: '1450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Saving...' }));

    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saving...' }).disabled).toBe(true);
    call.reject(new TypeError(''));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to save the price.'));
    expect(onError).toHaveBeenCalledWith('Failed to save the price.');
    expect(screen.getByLabelText<HTMLInputElement>('Min Price').value).toBe('1450');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('clears the last error on a successful retry and hands over the result', async () => {
    const save = vi
      .fn<(price: string) => Promise<string>>()
      .mockRejectedValueOnce(new GraphQLRequestError('Price changed since you opened it.', 'CONFLICT'))
      .mockResolvedValueOnce('Floorplan updated successfully!');
    render(<PriceForm save={save} onError={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Min Price'), { target: { value: '1450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Price changed since you opened it.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Floorplan updated successfully!'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save).toHaveBeenNthCalledWith(2, '1450');
  });
});
