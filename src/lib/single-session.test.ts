import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect, isEndedBy, isReplacedBy, parseNotice, sessionChannelUrl, type SocketFactory } from './single-session';

describe('sessionChannelUrl', () => {
  it.each([
    ['', 'http://localhost:5173', 'ws://localhost:5173/ws/session/'],
    ['', 'https://www.teachingcloud.example', 'wss://www.teachingcloud.example/ws/session/'],
    ['https://api.teachingcloud.example', 'http://localhost:5173', 'wss://api.teachingcloud.example/ws/session/'],
    ['http://10.0.0.2:8000/backend/', 'http://localhost:5173', 'ws://10.0.0.2:8000/backend/ws/session/'],
  ])('API %j on %s → %s', (api, origin, expected) => {
    expect(sessionChannelUrl(api, origin)).toBe(expected);
  });
});

describe('notices', () => {
  it('parses what the server pushes and ignores anything else', () => {
    expect(parseNotice('{"user_id":7,"message":"another device","token":"t2"}')).toEqual({ user_id: 7, message: 'another device', token: 't2' });
    expect(parseNotice('{"user_id":"7","token":"t2"}')).toEqual({ user_id: 7, message: '', token: 't2' });
    expect(parseNotice('not json')).toBeNull();
    expect(parseNotice('{"user_id":7}')).toBeNull();
    expect(parseNotice(new ArrayBuffer(2))).toBeNull();
  });

  it('is a replacement only for the same user with another token', () => {
    const notice = { user_id: 7, message: 'another device', token: 't2' };
    expect(isReplacedBy(notice, 7, 't1')).toBe(true);
    expect(isReplacedBy(notice, 7, 't2')).toBe(false);
    expect(isReplacedBy(notice, 8, 't1')).toBe(false);
    expect(isReplacedBy({ ...notice, token: '' }, 7, 't1')).toBe(false);
  });

  it('is an ended session for the same user with the server\'s "session ended" notice', () => {
    const notice = { user_id: 7, message: 'session ended', token: '' };
    expect(isEndedBy(notice, 7)).toBe(true);
    expect(isEndedBy(notice, 8)).toBe(false);
    expect(isEndedBy({ ...notice, message: 'another device' }, 7)).toBe(false);
  });
});

class FakeSocket extends EventTarget {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  serverOpens() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  serverSends(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  serverCloses(code = 1006) {
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

function fakeFactory() {
  const sockets: FakeSocket[] = [];
  const createSocket: SocketFactory = (url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket as unknown as WebSocket;
  };
  return { sockets, createSocket };
}

afterEach(() => vi.useRealTimers());

describe('connect', () => {
  it('says who it is once open, and reports a replacement once, closing the socket', () => {
    const { sockets, createSocket } = fakeFactory();
    const onReplaced = vi.fn();
    connect('ws://x/ws/session/', 7, 't1', onReplaced, { createSocket });
    const socket = sockets[0];
    expect(socket.url).toBe('ws://x/ws/session/');
    socket.serverOpens();
    expect(socket.sent.map((s) => JSON.parse(s) as unknown)).toEqual([{ user_id: 7, token: 't1' }]);

    socket.serverSends({ user_id: 8, message: 'another device', token: 'zz' });
    socket.serverSends({ user_id: 7, message: 'another device', token: 't1' });
    expect(onReplaced).not.toHaveBeenCalled();

    socket.serverSends({ user_id: 7, message: 'another device', token: 't2' });
    socket.serverSends({ user_id: 7, message: 'another device', token: 't3' });
    expect(onReplaced).toHaveBeenCalledTimes(1);
    expect(onReplaced).toHaveBeenCalledWith({ user_id: 7, message: 'another device', token: 't2' });
    expect(socket.closed).toBe(true);
  });

  it('reports an ended session (whatever token the notice carries) and closes the socket', () => {
    const { sockets, createSocket } = fakeFactory();
    const onReplaced = vi.fn();
    connect('ws://x/ws/session/', 7, 't1', onReplaced, { createSocket });
    sockets[0].serverOpens();
    sockets[0].serverSends({ user_id: 8, message: 'session ended', token: '' });
    expect(onReplaced).not.toHaveBeenCalled();
    sockets[0].serverSends({ user_id: 7, message: 'session ended', token: '' });
    expect(onReplaced).toHaveBeenCalledWith({ user_id: 7, message: 'session ended', token: '' });
    expect(sockets[0].closed).toBe(true);
  });

  it('reconnects with back-off when the connection drops, but not after a refusal or disconnect', () => {
    vi.useFakeTimers();
    const { sockets, createSocket } = fakeFactory();
    const disconnect = connect('ws://x/ws/session/', 7, 't1', vi.fn(), { createSocket, retryDelaysMs: [100, 500] });
    sockets[0].serverCloses();
    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].serverCloses();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(3);

    sockets[2].serverCloses(1008);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(3);

    const { sockets: others, createSocket: otherFactory } = fakeFactory();
    const stop = connect('ws://x/ws/session/', 7, 't1', vi.fn(), { createSocket: otherFactory, retryDelaysMs: [100] });
    stop();
    expect(others[0].closed).toBe(true);
    others[0].serverCloses();
    vi.advanceTimersByTime(1000);
    expect(others).toHaveLength(1);
    disconnect();
  });
});
