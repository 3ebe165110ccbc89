/** The diner a test's courier booking names: the `customer` of POST /api/create_delivery (SPEC.md section 9). */
export const courierBookingCustomer = {
  phone_number: '6045550100',
  first_name: 'Sam',
  last_name: 'Patel',
  email: 'sam@example.com',
  should_send_notifications: true,
};
