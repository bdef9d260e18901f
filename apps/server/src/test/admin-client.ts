import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Authenticated } from '@divespot/shared/account';
import type { AuditEntry, AuditPage } from '@divespot/shared/admin';
import { buildUser, signIn } from './builders/build-user.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A test app on an unseeded database with an admin and a diver signed in, and calls as either. */
export interface AdminTestApp {
  t: TestApp;
  admin: Authenticated;
  diver: Authenticated;
  /** A JSON call, as the admin unless `who` says otherwise (null: signed out). */
  call(
    method: Method,
    url: string,
    payload?: unknown,
    who?: Authenticated | null,
  ): Promise<LightMyRequestResponse>;
  /** The answer of a call expected to succeed with `status`. */
  ok<T>(method: Method, url: string, payload?: unknown, status?: number): Promise<T>;
  /** The audit log's entries about one record, newest first. */
  audit(subject: string, subjectId: number | string): Promise<AuditEntry[]>;
}

export async function createAdminTestApp(): Promise<AdminTestApp> {
  const t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  const admin = await signIn(t.app, await buildUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
  const diver = await signIn(t.app, await buildUser(db));
  const call: AdminTestApp['call'] = (method, url, payload, who = admin) =>
    t.app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${who.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    t,
    admin,
    diver,
    call,
    async ok<T>(method: Method, url: string, payload?: unknown, status = 200) {
      const res = await call(method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
      return (res.body ? res.json() : null) as T;
    },
    async audit(subject, subjectId) {
      const res = await call('GET', `/api/admin/audit?subject=${subject}&subjectId=${subjectId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuditPage>().content;
    },
  };
}

/** The fields and reasons of a 400 answer, as `{ field: reason }`. */
export function refusedFields(res: LightMyRequestResponse): Record<string, string> {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{
    code: string;
    detail: { fields: { field: string; message: string }[] };
  }>();
  expect(body.code).toBe('VALIDATION_FAILED');
  return Object.fromEntries(body.detail.fields.map((f) => [f.field, f.message]));
}
