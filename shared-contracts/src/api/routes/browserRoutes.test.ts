import { browserRoutes, routes } from './index';

const BROWSER_PART = ['method', 'path', 'params', 'response', 'failureCarriesSuccess'];

describe('browserRoutes', () => {
  it("is the browser part of the route table's own definitions, each under its id", () => {
    for (const [id, part] of Object.entries(browserRoutes)) {
      const route = new Map(Object.entries(routes[id as keyof typeof routes]));
      // The same objects, not copies: the full route is built from this part.
      for (const [key, value] of Object.entries(part)) expect(route.get(key)).toBe(value);
    }
  });

  it('carries no request schema, example or OpenAPI text: the client checks only answers', () => {
    for (const [id, part] of Object.entries(browserRoutes)) {
      const extra = Object.keys(part).filter((key) => !BROWSER_PART.includes(key));
      expect([id, extra]).toEqual([id, []]);
      expect([id, typeof part.response.validate]).toEqual([id, 'function']);
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
