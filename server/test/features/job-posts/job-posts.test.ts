import type { JobPost } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { eq } from 'drizzle-orm';
import { jobPosts, markets } from '../../../src/db/schema.js';
import { createJobPostsRepository } from '../../../src/features/job-posts/job-posts-repository.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';

let testApp: TestApp;
let roles: DemoRoles<'dajti' | 'eko'>;
beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['dajti', 'eko']);
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const publicList = async () => (await call('GET', '/api/jobpost/all')).json<JobPost[]>();

const post = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: 'Arkëtar/e',
  jobDescription: 'Kërkojmë arkëtar/e për turnin e pasdites.',
  marketId: null,
  ...overrides,
});

async function createPost(token: string, overrides: Record<string, unknown> = {}): Promise<JobPost> {
  const response = await call('POST', '/api/jobpost/add', token, post(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('demo job posts', () => {
  it('give every market 2–3 posts, some of them inactive', async () => {
    const rows = await testApp.database.db.select({ marketId: jobPosts.marketId, active: jobPosts.active }).from(jobPosts);
    for (const marketId of Object.values(roles.marketIds)) {
      const count = rows.filter((row) => row.marketId === marketId).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }
    expect(rows.some((row) => !row.active)).toBe(true);
  });
});

describe('GET /api/jobpost/all', () => {
  it('gives anyone the active posts of active markets, newest first', async () => {
    const response = await call('GET', '/api/jobpost/all');
    expect(response.statusCode).toBe(200);
    const posts = response.json<JobPost[]>();
    expect(posts.length).toBeGreaterThan(8);
    expect(posts.every((item) => item.active)).toBe(true);
    const times = posts.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(posts[0]).toEqual({
      jobPostId: expect.any(Number),
      jobTitle: expect.any(String),
      jobDescription: expect.any(String),
      active: true,
      marketId: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      marketLogo: expect.stringMatching(/^\/uploads\/.+\.webp$/),
      marketName: expect.any(String),
    });
    const inactive = await testApp.database.db.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.active, false));
    expect(inactive.length).toBeGreaterThan(0);
    for (const { id } of inactive) expect(posts.some((item) => item.jobPostId === id)).toBe(false);
  });

  it('hides the posts of a deactivated market', async () => {
    const vjosa = roles.marketIds.vjosa;
    expect((await publicList()).some((item) => item.marketId === vjosa)).toBe(true);
    await testApp.database.db.update(markets).set({ isActive: false }).where(eq(markets.id, vjosa));
    // A direct database write bypasses the API, which is what drops the cached bodies.
    await testApp.app.publicCache.invalidate();
    expect((await publicList()).some((item) => item.marketId === vjosa)).toBe(false);
    const [hidden] = await testApp.database.db.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.marketId, vjosa));
    expect((await call('GET', `/api/jobpost/job/${hidden!.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/jobpost/add', () => {
  it("publishes an active post in the market admin's own market, whatever marketId is sent (201)", async () => {
    const created = await createPost(roles.admins.dajti, { marketId: roles.marketIds.eko });
    expect(created).toEqual({
      jobPostId: expect.any(Number),
      jobTitle: 'Arkëtar/e',
      jobDescription: 'Kërkojmë arkëtar/e për turnin e pasdites.',
      active: true,
      marketId: roles.marketIds.dajti,
      createdAt: expect.any(String),
      marketLogo: expect.any(String),
      marketName: 'Dajti Supermarket',
    });
    expect((await publicList())[0]).toEqual(created);
  });

  it('requires title and description, with their messages', async () => {
    const m = messages.jobPosts.validation;
    for (const [overrides, message] of [
      [{ jobTitle: ' ' }, m.titleRequired],
      [{ jobDescription: undefined }, m.descriptionRequired],
      [{ jobTitle: 'x'.repeat(121) }, messages.validation.tooLong(120)],
      [{ active: 'maybe' }, messages.validation.invalidBoolean],
    ] as const) {
      const response = await call('POST', '/api/jobpost/add', roles.admins.dajti, post(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('lets the super admin choose the market, which is then required; anonymous 401', async () => {
    expect((await createPost(roles.superAdmin, { marketId: roles.marketIds.eko })).marketId).toBe(roles.marketIds.eko);
    expect((await call('POST', '/api/jobpost/add', roles.superAdmin, post())).statusCode).toBe(400);
    const unknown = await call('POST', '/api/jobpost/add', roles.superAdmin, post({ marketId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: messages.markets.notFound });
    expect((await call('POST', '/api/jobpost/add', undefined, post())).statusCode).toBe(401);
  });
});

describe('GET /api/jobpost/{marketId}', () => {
  it("gives the market's admin all its posts, inactive included", async () => {
    const inactive = await createPost(roles.admins.eko, { active: false, jobTitle: 'Magazinier' });
    const response = await call('GET', `/api/jobpost/${roles.marketIds.eko}`, roles.admins.eko);
    expect(response.statusCode).toBe(200);
    const posts = response.json<JobPost[]>();
    expect(posts.every((item) => item.marketId === roles.marketIds.eko)).toBe(true);
    expect(posts).toContainEqual(inactive);
  });

  it('answers 401 anonymous, 403 another market, 200 super admin, 404 unknown market', async () => {
    const url = `/api/jobpost/${roles.marketIds.eko}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, roles.admins.dajti)).statusCode).toBe(403);
    expect((await call('GET', url, roles.superAdmin)).statusCode).toBe(200);
    const unknown = await call('GET', '/api/jobpost/999999', roles.superAdmin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.markets.notFound });
  });
});

describe('GET /api/jobpost/job/{id}', () => {
  it('answers anyone {status: 200, data} for an active post, also with a stale token', async () => {
    const created = await createPost(roles.admins.dajti);
    for (const token of [undefined, 'not-a-token']) {
      const response = await call('GET', `/api/jobpost/job/${created.jobPostId}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, data: created });
    }
  });

  it("shows an inactive post only to its market's admin and the super admin", async () => {
    const inactive = await createPost(roles.admins.dajti, { active: false });
    const url = `/api/jobpost/job/${inactive.jobPostId}`;
    for (const token of [undefined, roles.admins.eko]) {
      const response = await call('GET', url, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.jobPosts.notFound });
    }
    for (const token of [roles.admins.dajti, roles.superAdmin]) {
      const response = await call('GET', url, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, data: inactive });
    }
  });

  it('answers the spec texts for an invalid and a missing id', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const invalid = await call('GET', `/api/jobpost/job/${id}`);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: messages.jobPosts.invalidId });
    }
    const missing = await call('GET', '/api/jobpost/job/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.jobPosts.notFound });
  });
});

describe('PUT /api/jobpost/edit/{id}', () => {
  it('lets its market admin edit it and deactivate it, which hides it publicly', async () => {
    const created = await createPost(roles.admins.dajti);
    const url = `/api/jobpost/edit/${created.jobPostId}`;
    const response = await call('PUT', url, roles.admins.dajti, post({ jobTitle: 'Arkëtar/e me kohë të pjesshme', active: false }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...created, jobTitle: 'Arkëtar/e me kohë të pjesshme', active: false });
    expect((await publicList()).some((item) => item.jobPostId === created.jobPostId)).toBe(false);
  });

  it('answers 403 another market, 401 anonymous, 200 super admin, 404 missing, 400 invalid', async () => {
    const created = await createPost(roles.admins.dajti);
    const url = `/api/jobpost/edit/${created.jobPostId}`;
    expect((await call('PUT', url, roles.admins.eko, post())).statusCode).toBe(403);
    expect((await call('PUT', url, undefined, post())).statusCode).toBe(401);
    const superAdmin = await call('PUT', url, roles.superAdmin, post({ jobTitle: 'Shitës/e' }));
    expect(superAdmin.statusCode).toBe(200);
    expect(superAdmin.json()).toMatchObject({ jobTitle: 'Shitës/e', marketId: roles.marketIds.dajti });
    const missing = await call('PUT', '/api/jobpost/edit/999999', roles.superAdmin, post({ marketId: roles.marketIds.dajti }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.jobPosts.notFound });
    const invalid = await call('PUT', '/api/jobpost/edit/x', roles.superAdmin, post());
    expect(invalid.json()).toEqual({ message: messages.jobPosts.invalidId });
    const blank = await call('PUT', url, roles.admins.dajti, post({ jobDescription: '' }));
    expect(blank.json().message).toBe(messages.jobPosts.validation.descriptionRequired);
  });
});

describe('a job post moved to another market while its admin edits it', () => {
  it('is written only while it is of the market its access was checked against', async () => {
    const created = await createPost(roles.admins.dajti);
    const moved = await call('PUT', `/api/jobpost/edit/${created.jobPostId}`, roles.superAdmin, post({ marketId: roles.marketIds.eko }));
    expect(moved.json()).toMatchObject({ marketId: roles.marketIds.eko });
    // Dajti's admin's edit and delete, checked against Dajti before the move and written after it.
    const repository = createJobPostsRepository(testApp.database.db);
    const late = { title: 'Shkruar vonë', description: 'Nga Dajti.', active: true, marketId: roles.marketIds.dajti };
    expect(await repository.update(created.jobPostId, roles.marketIds.dajti, late)).toBe(false);
    expect(await repository.delete(created.jobPostId, roles.marketIds.dajti)).toBe(false);
    const view = await call('GET', `/api/jobpost/job/${created.jobPostId}`);
    expect(view.json()).toMatchObject({ data: { jobTitle: created.jobTitle, marketId: roles.marketIds.eko } });
  });
});

describe('DELETE /api/jobpost/delete/{id}', () => {
  it('answers 403 another market, 401 anonymous, 200 its admin, then 404', async () => {
    const created = await createPost(roles.admins.dajti);
    const url = `/api/jobpost/delete/${created.jobPostId}`;
    expect((await call('DELETE', url, roles.admins.eko)).statusCode).toBe(403);
    expect((await call('DELETE', url)).statusCode).toBe(401);
    const deleted = await call('DELETE', url, roles.admins.dajti);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.jobPosts.deleteSuccess });
    expect((await publicList()).some((item) => item.jobPostId === created.jobPostId)).toBe(false);
    const gone = await call('DELETE', url, roles.admins.dajti);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.jobPosts.notFound });
  });

  it('lets the super admin delete any post', async () => {
    const created = await createPost(roles.admins.eko);
    expect((await call('DELETE', `/api/jobpost/delete/${created.jobPostId}`, roles.superAdmin)).statusCode).toBe(200);
  });
});
