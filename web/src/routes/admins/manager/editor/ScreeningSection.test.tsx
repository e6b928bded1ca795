import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APARTMENT, json, renderEditor, variablesOf } from './testEditor';

const SAVED_RULES = {
  incomeMultiple: 2.5,
  creditPolicy: 'MINIMUM',
  minimumCreditScore: 620,
  brokenLeasePolicy: 'ACCEPTED_ALWAYS',
  brokenLeaseYears: null,
  evictionPolicy: 'AFTER_YEARS',
  evictionYears: 3,
  criminalPolicy: 'CASE_BY_CASE',
  criminalYears: null,
  coSignerAccepted: false,
  guarantorServicesAccepted: null,
  acceptsVouchers: true,
  ssnOrItin: 'SSN_OR_ITIN',
};
/** The fee table's application and admin fees, which the rules show but never hold (one place for each fee). */
const FEE_TABLE_FEES = { applicationFeeCents: 4999, adminFeeCents: 15000 };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the listing editor\'s Screening section (docs/contract.md "Who qualifies")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the typed rules and unstated rules as null, and shows them verified today', async () => {
    const sent: Record<string, unknown>[] = [];
    const { onSaved } = renderEditor('screening', (_url, init) => {
      sent.push(variablesOf(init)!);
      return Promise.resolve(
        json({
          data: {
            setApartmentScreening: {
              __typename: 'Apartment',
              id: 'Apartment:a1',
              _id: 'a1',
              screening: { ...SAVED_RULES, ...FEE_TABLE_FEES, verifiedDaysAgo: 0, isCurrent: true },
            },
          },
        }),
      );
    });
    expect(await screen.findByText('Not verified yet')).toBeTruthy();
    expect(screen.getByLabelText('Credit score')).toHaveProperty('value', '');
    expect(screen.queryByLabelText('Minimum credit score')).toBeNull();
    type('Income multiple (times the all-in rent)', '2.5');
    type('Credit score', 'MINIMUM');
    type('Minimum credit score', '620');
    type('Broken leases', 'ACCEPTED_ALWAYS');
    type('Evictions', 'AFTER_YEARS');
    type('Evictions accepted after (years)', '3');
    type('Criminal history', 'CASE_BY_CASE');
    type('Co-signers accepted', 'no');
    type('Housing vouchers accepted', 'yes');
    type('SSN or ITIN', 'SSN_OR_ITIN');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and mark verified' })));

    expect(sent).toEqual([{ input: { apartmentId: 'a1', ...SAVED_RULES } }]);
    expect(onSaved).toHaveBeenCalledWith('Screening rules saved.');
    expect(screen.getByText('Verified today')).toBeTruthy();
  });

  it('checks the rules in the browser with the same words as the server, and sends nothing', async () => {
    const answer = vi.fn();
    renderEditor('screening', answer);
    await screen.findByLabelText('Income multiple (times the all-in rent)');
    type('Income multiple (times the all-in rent)', '6');
    type('Evictions', 'AFTER_YEARS');
    type('Credit score', 'MINIMUM');
    type('Minimum credit score', '900');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and mark verified' })));

    expect(screen.getByText('Income multiple must be at most 5')).toBeTruthy();
    expect(screen.getByText('Give the years after which evictions are accepted')).toBeTruthy();
    expect(screen.getByText('Minimum credit score must be at most 850')).toBeTruthy();
    expect(screen.getByText('Correct the rules marked above.')).toBeTruthy();
    expect(screen.getByLabelText('Minimum credit score').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Income multiple (times the all-in rent)').getAttribute('aria-describedby')).toMatch(
      /-incomeMultiple-error$/,
    );
    expect(answer).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the field it names and keeps what was typed", async () => {
    const { onSaved, onError } = renderEditor('screening', () =>
      Promise.resolve(
        json({
          data: null,
          errors: [
            {
              message: 'incomeMultiple: Income multiple must be at most 5',
              extensions: {
                code: 'BAD_USER_INPUT',
                errors: { incomeMultiple: 'Income multiple must be at most 5' },
              },
            },
          ],
        }),
      ),
    );
    await screen.findByLabelText('Income multiple (times the all-in rent)');
    type('Income multiple (times the all-in rent)', '4.50');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and mark verified' })));

    const field = screen.getByLabelText('Income multiple (times the all-in rent)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Income multiple must be at most 5',
    );
    expect(field).toHaveProperty('value', '4.50');
    expect(onSaved).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('opens on the recorded rules and marks them unverified after 30 days', async () => {
    const screening = { ...SAVED_RULES, ...FEE_TABLE_FEES, verifiedDaysAgo: 41, isCurrent: false };
    renderEditor('screening', vi.fn(), { ...APARTMENT, screening });
    expect(await screen.findByText('Unverified: older than 30 days (verified 41 days ago)')).toBeTruthy();
    expect(screen.getByLabelText('Income multiple (times the all-in rent)')).toHaveProperty('value', '2.5');
    expect(screen.getByLabelText('Minimum credit score')).toHaveProperty('value', '620');
    expect(screen.getByLabelText('Evictions accepted after (years)')).toHaveProperty('value', '3');
    expect(screen.getByLabelText('Guarantor services accepted')).toHaveProperty('value', '');
    // The fees are the fee table's: the section has no fee fields of its own and says where they are set.
    expect(screen.queryByLabelText(/fee/i)).toBeNull();
    expect(screen.getByText(/Application and admin fees are fees: list them under Fees/)).toBeTruthy();
  });
});
