// The listing editor's Leasing & billing section (docs/contract.md "Getting paid"): the leasing e-mail that gets the
// verification requests and the billing party every invoice is made out to, checked before anything is sent, saved
// with setApartmentBilling, and guarded like every section when closed unsaved.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APARTMENT, json, renderEditor, variablesOf } from './testEditor';

const BILLED = {
  ...APARTMENT,
  leasingEmail: 'leasing@alamolofts.example',
  billingEmail: null,
  billingName: null,
  billingAddress: null,
  leasingLanguage: 'EN',
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save leasing & billing' })));

describe("the listing editor's Leasing & billing section", () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a bad e-mail and a missing billing name and address, naming each field, and sends nothing', async () => {
    const answer = vi.fn();
    renderEditor('billing', answer, BILLED);
    expect(await screen.findByLabelText('Leasing e-mail')).toHaveProperty('value', 'leasing@alamolofts.example');
    type('Leasing e-mail', 'leasing at alamolofts');
    type('Billing e-mail', 'billing@alamolofts.example, owner@alamolofts.example');
    await save();

    expect(screen.getByText('Leasing e-mail must be one e-mail address')).toBeTruthy();
    expect(screen.getByText('Billing e-mail must be one e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter the billing name')).toBeTruthy();
    expect(screen.getByText('Enter the billing address')).toBeTruthy();
    expect(screen.getByText('Correct the details marked above.')).toBeTruthy();
    expect(screen.getByLabelText('Billing name').getAttribute('aria-invalid')).toBe('true');
    expect(answer).not.toHaveBeenCalled();
  });

  it('saves the leasing contact and billing party with setApartmentBilling, an empty e-mail as cleared', async () => {
    const sent: Record<string, unknown>[] = [];
    const { onSaved } = renderEditor(
      'billing',
      (_url, init) => {
        sent.push(variablesOf(init)!);
        return Promise.resolve(
          json({
            data: {
              setApartmentBilling: {
                __typename: 'Apartment',
                id: 'Apartment:a1',
                _id: 'a1',
                leasingEmail: 'office@alamolofts.example',
                billingEmail: null,
                billingName: 'Alamo Lofts Owner LLC',
                billingAddress: '200 E Houston St, San Antonio, TX 78205',
                leasingLanguage: 'ES',
              },
            },
          }),
        );
      },
      BILLED,
    );
    await screen.findByLabelText('Leasing e-mail');
    type('Leasing e-mail', ' office@alamolofts.example ');
    type('Billing name', 'Alamo Lofts Owner LLC');
    type('Billing address', '200 E Houston St, San Antonio, TX 78205');
    type('Language of the offices', 'ES');
    await save();

    expect(sent).toEqual([
      {
        apartmentId: 'a1',
        input: {
          leasingEmail: 'office@alamolofts.example',
          billingEmail: null,
          billingName: 'Alamo Lofts Owner LLC',
          billingAddress: '200 E Houston St, San Antonio, TX 78205',
          leasingLanguage: 'ES',
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith('Leasing and billing details saved.');
  });

  it('shows the server’s refusal beside its field', async () => {
    renderEditor(
      'billing',
      () =>
        Promise.resolve(
          json({
            data: null,
            errors: [
              {
                message: 'Invalid input',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  errors: { billingName: 'Billing name cannot be longer than 100 characters' },
                },
              },
            ],
          }),
        ),
      BILLED,
    );
    await screen.findByLabelText('Billing name');
    type('Billing name', 'Alamo Lofts Owner LLC');
    type('Billing address', '200 E Houston St');
    await save();
    const field = screen.getByLabelText('Billing name');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(
      'Billing name cannot be longer than 100 characters',
    );
    expect(screen.getByLabelText('Billing address')).toHaveProperty('value', '200 E Houston St');
  });

  it('asks before closing with the details typed but not saved', async () => {
    const { onClose } = renderEditor('billing', () => Promise.reject(new Error('no call expected')), BILLED);
    await screen.findByLabelText('Billing name');
    type('Billing name', 'Alamo Lofts Owner LLC');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(
      within(asked).getByText('Leasing & billing has changes that are not saved. Closing the editor throws them away.'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
