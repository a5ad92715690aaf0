import type Koa from 'koa';
import request from 'supertest';
import { expectedSignature } from '../bokun/auth';

export interface SigningKey {
  accessKey: string;
  secretKey: string;
}

const DEMO_KEY: SigningKey = { accessKey: 'demo-access-key', secretKey: 'demo-secret-key' };

/** `yyyy-MM-dd HH:mm:ss` in UTC. */
export function bokunDate(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** Headers signing `method pathAndQuery` at `at` with `key`. */
export function bokunHeaders(method: string, pathAndQuery: string, at: Date, key: SigningKey = DEMO_KEY) {
  const date = bokunDate(at);
  return {
    'X-Bokun-Date': date,
    'X-Bokun-AccessKey': key.accessKey,
    'X-Bokun-Signature': expectedSignature(key.secretKey, date, key.accessKey, method, pathAndQuery),
  };
}

/** Signed supertest calls against a sandbox app, for the simulator's own tests. */
export function signedBokun(app: Koa, clock: () => Date, key: SigningKey = DEMO_KEY) {
  const server = app.callback();
  return {
    get: (pathAndQuery: string) =>
      request(server)
        .get(pathAndQuery)
        .set(bokunHeaders('GET', pathAndQuery, clock(), key)),
    post: (pathAndQuery: string, body: object = {}) =>
      request(server)
        .post(pathAndQuery)
        .set(bokunHeaders('POST', pathAndQuery, clock(), key))
        .send(body),
  };
}
