/**
 * The single-session channel of the mock, with real WebSocket clients. Vitest runs this file in
 * jsdom, whose global WebSocket MSW's interceptor replaces (Node 20 has no WebSocket of its
 * own), so `new WebSocket(...)` reaches the handlers below without a network.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../node';
import { db } from '../db/db';
import { isLiveTokenOf } from '../rules/tokens';
import { sessionChannel, sessionChannelHandler } from './all';
import { call, DEMO_PASSWORD } from '../test-helpers';
import { browserRelay, createSessionChannel, type Announcement, type Relay, type VerifyHello } from './session-channel';

interface Login {
  token: string;
  user_id: number;
}

async function login(username: string): Promise<Login> {
  return (await call<Login>('/api/v1/login/', { body: { login_type: 'password', username, password: DEMO_PASSWORD } })).body;
}

interface TestClient {
  socket: WebSocket;
  received: unknown[];
  closed: Promise<CloseEvent>;
}

const open: WebSocket[] = [];

async function connectAs(session: Login, url = 'ws://localhost/ws/session/'): Promise<TestClient> {
  const socket = new WebSocket(url);
  open.push(socket);
  const received: unknown[] = [];
  socket.addEventListener('message', (event: MessageEvent) => received.push(JSON.parse(String(event.data))));
  const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve));
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  socket.send(JSON.stringify({ user_id: session.user_id, token: session.token }));
  return { socket, received, closed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

describe('single-session channel (mock)', () => {
  it('tells the older client of the same user about the newer sign-in, and no one else', async () => {
    const first = await login('teacher');
    const other = await login('student');
    const older = await connectAs(first);
    const bystander = await connectAs(other);
    await settle();
    expect(sessionChannel.clientCount(first.user_id)).toBe(1);

    const second = await login('teacher');
    const newer = await connectAs(second);
    await settle();

    expect(older.received).toEqual([{ user_id: first.user_id, message: 'another device', token: second.token }]);
    expect(newer.received).toEqual([]);
    expect(bystander.received).toEqual([]);
    expect(sessionChannel.clientCount(first.user_id)).toBe(2);
  });

  it('never lets an older session that reconnects sign out the newer one', async () => {
    const first = await login('expiring');
    const second = await login('expiring');
    const newer = await connectAs(second);
    await settle();
    // The older device comes back with its token, which the newer sign-in ended.
    const older = await connectAs(first);
    expect((await older.closed).code).toBe(1008);
    await settle();
    expect(newer.received).toEqual([]);
    expect(sessionChannel.clientCount(second.user_id)).toBe(1);
  });

  it('leaves alone clients that share the token (tabs of one browser)', async () => {
    const session = await login('manager');
    const tabA = await connectAs(session);
    const tabB = await connectAs(session);
    await settle();
    expect(tabA.received).toEqual([]);
    expect(tabB.received).toEqual([]);
  });

  it('refuses a hello with a token that is not that user\'s, and forgets closed clients', async () => {
    const session = await login('solo');
    const forged = await connectAs({ user_id: session.user_id, token: 'not-a-token' });
    const event = await forged.closed;
    expect(event.code).toBe(1008);

    const genuine = await connectAs(session);
    await settle();
    expect(sessionChannel.clientCount(session.user_id)).toBe(1);
    genuine.socket.close();
    await genuine.closed;
    await settle();
    expect(sessionChannel.clientCount(session.user_id)).toBe(0);
  });

  it('relays between tabs only in the service-worker demo (test threads must not hear each other)', () => {
    expect(browserRelay()).toBeNull();
  });

  it('relays a sign-in to the other tabs\' mocks', async () => {
    // Two "tabs", each with its own mock channel, joined by an in-memory relay.
    const listeners = new Map<string, (a: Announcement) => void>();
    const relayFor = (me: string, peer: string): Relay => ({
      post: (announcement) => listeners.get(peer)?.(announcement),
      subscribe: (listener) => {
        listeners.set(me, listener);
        return () => listeners.delete(me);
      },
    });
    // Each tab's database answers later, as the browser demo's may while it loads.
    const verify: VerifyHello = async (hello) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return isLiveTokenOf(hello.token, hello.user_id);
    };
    const tabA = createSessionChannel(relayFor('a', 'b'), verify);
    const tabB = createSessionChannel(relayFor('b', 'a'), verify);
    server.use(sessionChannelHandler('ws://localhost/tab-a/session/', tabA), sessionChannelHandler('ws://localhost/tab-b/session/', tabB));

    const first = await login('principal');
    const older = await connectAs(first, 'ws://localhost/tab-a/session/');
    await settle();
    const second = await login('principal');
    await connectAs(second, 'ws://localhost/tab-b/session/');
    await settle();

    expect(older.received).toEqual([{ user_id: first.user_id, message: 'another device', token: second.token }]);
  });

  it('tells every client of a student who is frozen that the session has ended, and no one else', async () => {
    const student = await login('student');
    const bystander = await connectAs(await login('teacher'));
    const client = await connectAs(student);
    await settle();
    const heard = new Promise((resolve) => client.socket.addEventListener('message', resolve, { once: true }));
    const manager = await login('manager');
    const id = db.orgStudents.findOne('user_id', student.user_id)!.id;
    expect((await call(`/api/v1/org_students/${id}/`, { method: 'PATCH', token: manager.token, body: { is_freeze: true } })).status).toBe(200);
    await heard;
    expect(client.received).toEqual([{ user_id: student.user_id, message: 'session ended', token: '' }]);
    expect(bystander.received).toEqual([]);
  });
});
