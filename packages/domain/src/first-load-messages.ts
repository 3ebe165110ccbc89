/*
 * Texts the customer app shows from its first load (the closed banner, the signed-out notice, the
 * empty Recent Orders), in a module of their own: its first script then carries these few texts, not
 * the whole table of ./messages.ts (whose `messages` holds them too, under the same names without
 * `Message`).
 */
export const restaurantClosedMessage = 'Sorry, the restaurant is closed.';
export const loggedOutMessage = 'Successfully logged out!';
export const noRecentOrdersMessage = 'No recent orders.';
