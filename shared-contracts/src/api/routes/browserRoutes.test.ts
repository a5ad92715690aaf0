import { browserRoutes, routes } from './index';

describe('browserRoutes', () => {
  it("is the route table's own definitions, each under its id", () => {
    for (const [id, route] of Object.entries(browserRoutes)) {
      expect(routes[id as keyof typeof routes]).toBe(route);
    }
  });

  it('leaves out what no visitor calls: health, OpenAPI, webhooks and the support API', () => {
    const ids = Object.keys(browserRoutes);
    expect(ids.filter((id) => /^(support|healthz$|openapi$)|Webhook$/.test(id))).toEqual([]);
    const left = Object.keys(routes).filter((id) => !ids.includes(id));
    expect(left.every((id) => /^(support|healthz$|openapi$)|Webhook$/.test(id))).toBe(true);
    expect(left).toEqual(expect.arrayContaining(['healthz', 'tpayWebhook', 'stripeWebhook']));
  });
});
