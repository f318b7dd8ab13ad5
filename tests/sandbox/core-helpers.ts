/** Shared setup for the core sandbox tests: an in-memory sandbox with a controllable clock. */
import { manualClock } from '../../sandbox/clock.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/index.ts';
import type { PushSubscriptionData } from '../../sandbox/push.ts';
import { DEMO_PASSWORD, loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** What @hono/node-server passes as the env of a request: the Node request, whose socket has the address. */
const connectionFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const START = new Date('2026-03-02T12:00:10.000Z');

interface Reply<T = unknown> {
  status: number;
  code: number;
  data: T;
  headers: Headers;
}

export interface CoreTestbed {
  sandbox: Sandbox;
  now(): Date;
  advance(ms: number): void;
  pushes: { subscription: PushSubscriptionData; payload: string }[];
  /**
   * raw request: body is sent as is when a string, JSON-encoded otherwise; `from` is the client address the
   * request arrives from (as @hono/node-server hands the socket over), absent: no address known
   */
  call<T = unknown>(
    method: string,
    path: string,
    init?: { token?: string; body?: unknown; headers?: Record<string, string>; from?: string },
  ): Promise<Reply<T>>;
  /** `loginTokens` of tests/support/sign-in.ts against this sandbox, as plain token strings */
  login(email?: string, password?: string): Promise<{ access: string; refresh: string; userId: string }>;
}

/** options: what createSandbox is started with beside the test clock and push sender */
export async function coreTestbed(
  options: Pick<SandboxOptions, 'trustedProxies'> = {},
): Promise<CoreTestbed> {
  const clock = manualClock(START);
  const pushes: CoreTestbed['pushes'] = [];
  const sandbox = await createSandbox({
    ...options,
    now: clock.now,
    exposeOutbox: true,
    pushSender: async (subscription, payload) => {
      pushes.push({ subscription, payload });
    },
  });
  const call: CoreTestbed['call'] = async (method, path, init = {}) => {
    const body =
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body);
    const res = await sandbox.app.fetch(
      new Request(`http://sandbox.test${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
          ...init.headers,
        },
        body,
      }),
      init.from === undefined ? undefined : connectionFrom(init.from),
    );
    const text = await res.text();
    const json = (text ? JSON.parse(text) : {}) as { code: number; data: never };
    return { status: res.status, code: json.code, data: json.data, headers: res.headers };
  };
  return {
    sandbox,
    now: clock.now,
    advance: clock.advance,
    pushes,
    call,
    async login(email = DEMO_EMAIL.merchant, password = DEMO_PASSWORD) {
      const { access, refresh, userId } = await loginTokens(sandbox, email, password);
      return { access: access.token, refresh: refresh.token, userId };
    },
  };
}
