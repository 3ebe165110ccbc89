import { describe, expect, it } from 'vitest';
import { manageServerForFile } from '../manage/manager-access.testing.ts';
import { signUpCustomer } from '../test/customers.ts';

/**
 * One phone rule for every field that takes a phone (issue 24): a number as phones autofill it is
 * normalised (punctuation and a leading +1 go), then checked, and saved as its ten digits.
 */
const { callers } = manageServerForFile();

describe('phone numbers as phones autofill them', () => {
  it('are taken at sign-up and in the user details, saved as ten digits', async () => {
    const { api } = callers;
    const customer = await signUpCustomer(api, { phoneNumber: '+1 604-555-1234' });
    const me = await api.get('/api/me?restaurantId=demo', { token: customer.token });
    expect(me.body.data.user.phoneNumber).toBe('6045551234');

    const saved = await api.put(
      '/api/user_info',
      { name: 'Ann Lee', phoneNumber: '+1 (778) 333-4444' },
      { token: customer.token },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.phoneNumber).toBe('7783334444');

    const foreign = await api.put(
      '/api/user_info',
      { name: 'Ann Lee', phoneNumber: '+44 20 7946 0958' },
      { token: customer.token },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe('Sorry, phone number must be 10 digits.');
  });

  it("are taken for the restaurant's and a location's phone, saved as ten digits", async () => {
    const { api } = callers;
    const restaurant = await api.put(
      '/api/manage/restaurants/demo/settings',
      { settings: { phoneNumber: '+1 604-555-0142' } },
      { token: callers.manager },
    );
    expect(restaurant.status, JSON.stringify(restaurant.body)).toBe(200);
    expect(restaurant.body.data.settings.phoneNumber).toBe('6045550142');

    const location = await api.put(
      '/api/manage/restaurants/demo/locations/downtown',
      { settings: { phoneNumber: '(604) 555-0199' } },
      { token: callers.manager },
    );
    expect(location.status, JSON.stringify(location.body)).toBe(200);
    expect(location.body.data.location.settings.phoneNumber).toBe('6045550199');
  });
});
